import {
  activeContractResponse,
  attachmentIdQuery,
  CONTRACT_TEMPLATE_MAX_BODY_BYTES,
  contractIdQuery,
  contractIndexQuery,
  contractPreviewResponse,
  deskContractResponse,
  deskContractsQuery,
  deskContractsResponse,
  deskContractTemplateBody,
  deskContractTemplateResponse,
  deskContractTemplatesResponse,
  deskSendContractBody,
  employeeContractResponse,
  employeeContractsResponse,
  signContractBody,
} from '../../staff/contracts/model';
import { endpoint, fileAnswer } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * Employment contracts (spec section 7's `/v1/Employee/EmploymentContract…`, `/ActiveEmploymentContract`, `/SignContract`), their PDFs, and the desk's extension routes that prepare contracts from templates and send them for signing.
 * Contracts only: the schemas and decisions live in domain/src/staff/contracts (model.ts, README.md).
 */

const contractNotFound = "`contractNotFound`: no such contract, or another employee's (the same answer)";
const attachmentNotFound = "`contractNotFound`: no such contract or attachment, or another employee's (the same answer)";
const ours = 'Our extension (the agency desk).';

export const getEmploymentContracts = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmploymentContracts',
  access: 'employee',
  summary:
    "The caller's employment contracts, unsigned first, then newest: title in the caller's language (Finnish where not translated), terms, state, which parts the caller has opened at their current version, whether Sign is possible, and each one's `index` for the PDF.",
  response: employeeContractsResponse,
  errors: { 403: notAnEmployee },
});

export const getEmploymentContractPreview = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmploymentContractPreview',
  access: 'employee',
  summary:
    "The contract's own text in the caller's language with the Finnish original; opening it records the caller's read at the text's current version.",
  query: contractIdQuery,
  response: contractPreviewResponse,
  errors: { 403: notAnEmployee, 404: contractNotFound },
});

export const getEmploymentContractAttachmentPreview = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmploymentContractAttachmentPreview',
  access: 'employee',
  summary:
    "One attachment (`attachmentId` = `<contractId>:<partId>`, e.g. `c1:a1`) in the caller's language with the Finnish original; opening it records the caller's read at its current version.",
  query: attachmentIdQuery,
  response: contractPreviewResponse,
  errors: { 403: notAnEmployee, 404: attachmentNotFound },
});

export const getEmploymentContractPdf = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmploymentContractPDF',
  access: 'employee',
  file: true,
  summary:
    "The whole contract as a PDF: terms, the text and every attachment in the caller's language (with the Finnish original where translated), and the signature block. `index` is the contract's position in EmploymentContracts.",
  query: contractIndexQuery,
  response: fileAnswer,
  errors: { 403: notAnEmployee, 404: '`contractNotFound`: the caller has no contract at that position' },
});

export const getEmploymentContractPreviewPdf = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmploymentContractPreviewPDF',
  access: 'employee',
  extension: true,
  file: true,
  summary:
    "Our extension. The contract's own text as a PDF, in the caller's language with the Finnish original; opening it records the read as the preview does.",
  query: contractIdQuery,
  response: fileAnswer,
  errors: { 403: notAnEmployee, 404: contractNotFound },
});

export const getEmploymentContractAttachmentPreviewPdf = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmploymentContractAttachmentPreviewPDF',
  access: 'employee',
  extension: true,
  file: true,
  summary:
    "Our extension. One attachment as a PDF, in the caller's language with the Finnish original; opening it records the read as the preview does.",
  query: attachmentIdQuery,
  response: fileAnswer,
  errors: { 403: notAnEmployee, 404: attachmentNotFound },
});

export const getActiveEmploymentContract = endpoint({
  method: 'GET',
  path: '/v1/Employee/ActiveEmploymentContract',
  access: 'employee',
  summary:
    "The caller's signed contract in force today (Helsinki day between its start and end; of several, the one started last), or null.",
  response: activeContractResponse,
  errors: { 403: notAnEmployee },
});

export const putSignContract = endpoint({
  method: 'PUT',
  path: '/v1/Employee/SignContract',
  access: 'employee',
  // The signature names the caller: an admin "signed in as" the employee may not sign for them.
  impersonation: 'refused',
  summary:
    "Signs the contract: refused until the caller has opened the contract and every attachment at their current version; records the signer, the time and each part's version in one transaction.",
  body: signContractBody,
  response: employeeContractResponse,
  errors: {
    403: `${notAnEmployee}; \`impersonated\`: a "Sign in as" session may not sign`,
    404: contractNotFound,
    409: "`validation:contractNotRead` ('Read the contract and all attachments before signing'); `validation:contractAlreadySigned`",
  },
});

export const getDeskContractTemplates = endpoint({
  method: 'GET',
  path: '/v1/Desk/Contracts/Templates',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The contract templates, newest changed first, with every translation for editing.`,
  response: deskContractTemplatesResponse,
});

export const putDeskContractTemplate = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Contracts/Templates',
  access: 'recruiter',
  extension: true,
  maxBodyBytes: CONTRACT_TEMPLATE_MAX_BODY_BYTES,
  summary: `${ours} Creates a template (no \`id\`) or replaces one: title, body text and attachments in Finnish with the translations given, and default terms. Contracts already sent keep their own copy.`,
  body: deskContractTemplateBody,
  response: deskContractTemplateResponse,
  errors: { 404: '`templateNotFound`: no template with that id', 413: 'The body is larger than 900 000 bytes.' },
});

export const putDeskSendContract = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Contracts/Send',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Sends a contract to an employee: a copy of the template's texts with the terms given; the employee gets a staff message (mail and push as the message desk sends them).`,
  body: deskSendContractBody,
  response: deskContractResponse,
  status: 201,
  errors: { 404: '`templateNotFound`: no template with that id; `employeeNotFound`: no employee with that id' },
});

export const getDeskContracts = endpoint({
  method: 'GET',
  path: '/v1/Desk/Contracts',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The sent contracts, newest first (one employee's with \`employeeId\`): employee, state, sent, signed at and by with each part's signed version, and when each part was last opened and whether at its current version.`,
  query: deskContractsQuery,
  response: deskContractsResponse,
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/contracts). */
export const employmentContracts = {
  getEmploymentContracts,
  getEmploymentContractPreview,
  getEmploymentContractAttachmentPreview,
  getEmploymentContractPdf,
  getEmploymentContractPreviewPdf,
  getEmploymentContractAttachmentPreviewPdf,
  getActiveEmploymentContract,
  putSignContract,
  getDeskContractTemplates,
  putDeskContractTemplate,
  putDeskSendContract,
  getDeskContracts,
} as const;
