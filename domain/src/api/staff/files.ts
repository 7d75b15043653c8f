import {
  deskAddTrainingMaterialBody,
  deskShareFileBody,
  deskShareFileResponse,
  deskSharedFilesResponse,
  deskTrainingMaterialResponse,
  deskTrainingMaterialsResponse,
  employeeSharedFilesResponse,
  employeeTrainingMaterialResponse,
  employeeTrainingMaterialsResponse,
  FILE_ROUTE_MAX_BODY_BYTES,
  fileIdParams,
} from '../../staff/files/model';
import { endpoint, fileAnswer } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * Training materials and shared files (spec section 7's `/v1/Employee/EmployeeTrainingMaterials…`
 * and `/v1/Employee/SharedFiles…`), and the desk's extension routes that add and share them.
 * Contracts only: the schemas and decisions live in domain/src/staff/files (model.ts, README.md).
 */

const materialNotFound = '`trainingMaterialNotFound`: no such training material';
const attachmentNotFound = '`fileNotFound`: no such training material, or it has no file';
const sharedFileNotFound = "`fileNotFound`: no such shared file, or it is another employee's (the same answer)";
const ours = 'Our extension (the agency desk).';
const tooLarge = 'The body is larger than 12 MB.';

export const getEmployeeTrainingMaterials = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmployeeTrainingMaterials',
  access: 'employee',
  summary:
    "The training materials, unread by the caller first, then newest; texts in the caller's language (Finnish where not translated), the caller's read flag, the attachment's name, type and size; and the unread count.",
  response: employeeTrainingMaterialsResponse,
  errors: { 403: notAnEmployee },
});

export const getEmployeeTrainingMaterial = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmployeeTrainingMaterials/{id}',
  access: 'employee',
  summary: "One training material with the caller's read flag, and the caller's unread count.",
  params: fileIdParams,
  response: employeeTrainingMaterialResponse,
  errors: { 403: notAnEmployee, 404: materialNotFound },
});

export const putMarkTrainingMaterialAsRead = endpoint({
  method: 'PUT',
  path: '/v1/Employee/MarkEmployeeTrainingMaterialAsRead/{id}',
  access: 'employee',
  summary:
    'Marks the training material read for the caller only (others still see it unread); marking it again keeps the first time. Answers the material and the unread count.',
  params: fileIdParams,
  response: employeeTrainingMaterialResponse,
  errors: { 403: notAnEmployee, 404: materialNotFound },
});

export const getEmployeeTrainingMaterialFile = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmployeeTrainingMaterials/{id}/File',
  access: 'employee',
  extension: true,
  file: true,
  summary:
    "Our extension. The training material's file, as stored: inline when the browser shows that type (PDF, text, images, video), otherwise as an attachment.",
  params: fileIdParams,
  response: fileAnswer,
  errors: { 403: notAnEmployee, 404: attachmentNotFound },
});

export const getSharedFiles = endpoint({
  method: 'GET',
  path: '/v1/Employee/SharedFiles',
  access: 'employee',
  summary:
    "The files shared with the caller or with every employee, newest first: name, type, size, the description in the caller's language (Finnish where not translated) and when the caller first downloaded it.",
  response: employeeSharedFilesResponse,
  errors: { 403: notAnEmployee },
});

export const getSharedFile = endpoint({
  method: 'GET',
  path: '/v1/Employee/SharedFiles/{id}',
  access: 'employee',
  file: true,
  summary:
    "A shared file's bytes, as stored (inline when the browser shows that type, otherwise an attachment); the caller's first download is recorded.",
  params: fileIdParams,
  response: fileAnswer,
  errors: { 403: notAnEmployee, 404: sharedFileNotFound },
});

export const putDeskShareFile = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Files/Share',
  access: 'recruiter',
  extension: true,
  maxBodyBytes: FILE_ROUTE_MAX_BODY_BYTES,
  summary: `${ours} Shares a file (base64, at most 8 MB) with one employee or with every employee, with a description in Finnish and the translations given.`,
  body: deskShareFileBody,
  response: deskShareFileResponse,
  status: 201,
  errors: {
    404: '`employeeNotFound`: no employee with that id',
    413: tooLarge,
  },
});

export const getDeskSharedFiles = endpoint({
  method: 'GET',
  path: '/v1/Desk/Files',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The shared files, newest first, each with its recipient (an employee's name, or everyone), who shared it and how many employees downloaded it.`,
  response: deskSharedFilesResponse,
});

export const putDeskAddTrainingMaterial = endpoint({
  method: 'PUT',
  path: '/v1/Desk/TrainingMaterials',
  access: 'recruiter',
  extension: true,
  maxBodyBytes: FILE_ROUTE_MAX_BODY_BYTES,
  summary: `${ours} Adds a training material for every employee: title and description in Finnish with the translations given, and optionally a file (base64, at most 8 MB).`,
  body: deskAddTrainingMaterialBody,
  response: deskTrainingMaterialResponse,
  status: 201,
  errors: { 413: tooLarge },
});

export const getDeskTrainingMaterials = endpoint({
  method: 'GET',
  path: '/v1/Desk/TrainingMaterials',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The training materials, newest first, each with how many employees have read it.`,
  response: deskTrainingMaterialsResponse,
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/files). */
export const fileContracts = {
  getEmployeeTrainingMaterials,
  getEmployeeTrainingMaterial,
  putMarkTrainingMaterialAsRead,
  getEmployeeTrainingMaterialFile,
  getSharedFiles,
  getSharedFile,
  putDeskShareFile,
  getDeskSharedFiles,
  putDeskAddTrainingMaterial,
  getDeskTrainingMaterials,
} as const;
