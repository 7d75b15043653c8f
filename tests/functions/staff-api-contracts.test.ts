import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  endpointKey,
  getListUsers,
  postMintFirebaseToken,
  putResetPassword,
  putSendEmail,
  routerPath,
  staffEndpoints,
  staffRouteCoverage,
} from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { getApiDocs, getOpenApiDocument } from '../../functions/src/staffApi/openapi';
import { callRoute } from '../support/call-route';

/**
 * The one-contract-per-route plumbing (DESIGN.md): the OpenAPI document is generated from the
 * same contracts the server mounts, validates as OpenAPI 3.1, lists every mounted route and
 * nothing else, and the coverage figure counts the contracts against spec section 7.
 */
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
  components: { securitySchemes: Record<string, unknown> };
};

const mountedKeys = () =>
  createStaffApi()
    .routes.filter((r) => r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`)
    .sort();

describe('Staff API: the OpenAPI document', () => {
  it('is served without a sign-in through the function, and is valid OpenAPI 3.1', async () => {
    const res = await callRoute(getOpenApiDocument, { via: 'function' });
    expect(res.status).toBe(200);
    const doc = res.body as OpenApi;
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'webInterface']);
  });

  it('lists every mounted route, and only those', async () => {
    const doc = (await callRoute(getOpenApiDocument)).body as OpenApi;
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${routerPath(path)}`))
      .sort();
    expect(documented).toEqual(mountedKeys());
  });

  it('describes the 4xx answers each route can give', async () => {
    const doc = (await callRoute(getOpenApiDocument)).body as OpenApi;
    const listUsers = doc.paths[getListUsers.path]!.get!;
    expect(Object.keys(listUsers.responses).sort()).toEqual(['200', '400', '401', '403', '500']);
    expect(listUsers.security).toEqual([{ bearer: [], webInterface: [] }]);
    const reset = doc.paths[putResetPassword.path]!.put!;
    expect(Object.keys(reset.responses).sort()).toEqual(['204', '400', '429', '500']);
    expect(reset.security).toEqual([]);
    const mint = doc.paths[postMintFirebaseToken.path]!.post!;
    expect(Object.keys(mint.responses)).toEqual(expect.arrayContaining(['404', '409']));
  });

  it('has a readable page for developers', async () => {
    const res = await callRoute(getApiDocs);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.body as string;
    for (const e of staffEndpoints) expect(html).toContain(`${e.method} ${e.path}`);
  });
});

describe('Staff API: route coverage against spec section 7', () => {
  it('prints how many spec routes are served; every served route is a spec route or marked our extension', async () => {
    const coverage = staffRouteCoverage();
    console.log(`staff api routes implemented: ${coverage.implemented.length}/${coverage.total}`);
    expect(coverage.unlisted).toEqual([]);
    expect(coverage.implemented.length).toBe(staffEndpoints.filter((e) => !e.extension).length);
    expect(coverage.implemented.length + coverage.missing.length).toBe(coverage.total);
  });

  it("serves the employee's shift and calendar reads (issue 15)", () => {
    const reads = [
      'GET /v1/Shift/Employee/Shift',
      'GET /v1/Shift/Calendar/Shift',
      'GET /v1/Shift/Employee/Shift/Edit',
      'GET /v1/Shift/Employee/DoneShiftEntriesSortable',
      'GET /v1/Shift/Employee/DoneShiftEntries/PlacesOfWork',
      'GET /v1/Shift/Employee/UpcomingShifts',
      'GET /v1/Shift/Employee/SuggestedOrOpenShifts',
      'GET /v1/User/CreateShiftData',
      'GET /v1/Calendar/:year/:month',
    ];
    expect(staffRouteCoverage().implemented).toEqual(expect.arrayContaining(reads));
  });

  it("serves the employee's calendar entry writes (issue 15); the feed routes are our extension, not counted", () => {
    const writes = [
      'PUT /v1/Calendar/Employee/Events/Add/NotAvailable',
      'PUT /v1/Calendar/Employee/Events/Add/ShiftRequest',
      'PUT /v1/Calendar/Employee/Events/Edit/:id',
      'DELETE /v1/Calendar/Employee/Events/NotAvailable/:id',
      'DELETE /v1/Calendar/Employee/Events/ShiftRequest/:id',
    ];
    expect(staffRouteCoverage().implemented).toEqual(expect.arrayContaining(writes));
    const extensions = staffEndpoints.filter((e) => e.extension).map(endpointKey);
    expect(extensions).toEqual(
      expect.arrayContaining(['DELETE', 'GET', 'PUT'].map((m) => `${m} /v1/Calendar/Employee/Feed/Address`)),
    );
    for (const e of staffEndpoints.filter((x) => x.extension)) expect(e.summary).toMatch(/^Our extension/);
  });

  it("serves the customer's 19 shift routes (issue 22); the agency desk's routes are our extension, not counted", () => {
    const customer = [
      ...['Shift/Edit', 'EmployeesToSuggest', 'ProfessionTitles', 'Shift/SuggestedEmployees', 'AllShifts', 'ShiftSummary']
        .concat('UnapprovedShiftCount')
        .map((p) => `GET /v1/Shift/Customer/${p}`),
      'GET /v1/User/CreateCustomerShiftData',
      'GET /v1/PlaceOfWork/CustomerTopAlerts',
      'GET /v1/PlaceOfWork/CustomerUserPlaceOfWorkList',
      ...['Accept', 'Cancel', 'CreateEntries', 'Shift/Update', 'Create', 'CreateMultiple', 'AcceptAllUnAcceptedShifts']
        .concat('Shift/Feedback')
        .map((p) => `PUT /v1/Shift/Customer/${p}`),
      'PUT /v1/Message/Customer/SendSms',
    ];
    expect(customer).toHaveLength(19);
    expect(staffRouteCoverage().implemented).toEqual(expect.arrayContaining(customer));
    const desk = staffEndpoints.filter((e) => e.path.startsWith('/v1/Desk/Shifts')).map(endpointKey);
    expect(desk.sort()).toEqual(
      [
        'GET /v1/Desk/Shifts',
        'GET /v1/Desk/Shifts/SuitableEmployees',
        ...['ApproveRecorded', 'Assign', 'Process', 'SettleCancellation', 'Suggest'].map((p) => `PUT /v1/Desk/Shifts/${p}`),
      ].sort(),
    );
    for (const e of staffEndpoints.filter((x) => x.path.startsWith('/v1/Desk/'))) expect(e.extension).toBe(true);
    expect(staffRouteCoverage().implemented.length).toBeGreaterThanOrEqual(56);
  });

  it('serves the support form (issue 24), for employees and customer users', () => {
    expect(staffRouteCoverage().implemented).toContain('PUT /v1/Support/SendEmail');
    expect(putSendEmail.access).toBe('staffUser');
    expect(staffRouteCoverage().implemented.length).toBeGreaterThanOrEqual(64);
  });

  it("serves the employee's notification settings (issue 24): push, which suggestions, email on or off", () => {
    const notifications = [
      'GET /v1/PushNotification/Settings',
      'GET /v1/PushNotification/NotificationOptions',
      'PUT /v1/PushNotification/Activate',
      'PUT /v1/PushNotification/Deactivate',
      'PUT /v1/PushNotification/WorkSuggestions',
      'GET /v1/Employee/EmailSettings',
      'PUT /v1/Employee/SetDisableEmail',
    ];
    expect(staffRouteCoverage().implemented).toEqual(expect.arrayContaining(notifications));
    expect(staffRouteCoverage().implemented.length).toBeGreaterThanOrEqual(64);
  });

  it("serves the employee's update notices, staff news and top alerts (issue 24); the desk's notices and marking news read are our extension", () => {
    const notices = [
      'GET /v1/User/UpdateNotices',
      'GET /v1/User/UpdateNotices/Latest',
      'GET /v1/User/UpdateNotices/:id',
      'PUT /v1/User/UpdateNotices/:id/MarkAsRead',
      'GET /v1/User/Staffnews',
      'GET /v1/Employee/GetTopAlerts',
    ];
    expect(staffRouteCoverage().implemented).toEqual(expect.arrayContaining(notices));
    const extensions = staffEndpoints.filter((e) => e.extension).map(endpointKey);
    expect(extensions).toEqual(
      expect.arrayContaining(['PUT /v1/User/Staffnews/:id/MarkAsRead', 'PUT /v1/Desk/Notices/Publish', 'GET /v1/Desk/Notices']),
    );
    // Latest is mounted before {id}, or Hono would take "Latest" for an id.
    const mounted = createStaffApi().routes.map((r) => `${r.method} ${r.path}`);
    expect(mounted.indexOf('GET /v1/User/UpdateNotices/Latest')).toBeLessThan(mounted.indexOf('GET /v1/User/UpdateNotices/:id'));
    expect(staffRouteCoverage().implemented.length).toBeGreaterThanOrEqual(71);
  });

  it("serves the employee's messages (issue 24); opening one and the desk's sends are our extensions", () => {
    expect(staffRouteCoverage().implemented).toContain('GET /v1/Message/Employee/Messages');
    const ours = staffEndpoints.filter(
      (e) => e.path.startsWith('/v1/Message/Employee/Messages/') || e.path.startsWith('/v1/Desk/Messages'),
    );
    expect(ours.map((e) => endpointKey(e)).sort()).toEqual([
      'GET /v1/Desk/Messages',
      'GET /v1/Desk/Messages/:sendId',
      'GET /v1/Desk/Messages/Audience',
      'PUT /v1/Desk/Messages/Recipients',
      'PUT /v1/Desk/Messages/Send',
      'PUT /v1/Message/Employee/Messages/:id/Open',
    ]);
    // Audience is mounted before {sendId}, or Hono would take "Audience" for a send's id.
    const mounted = createStaffApi().routes.map((r) => `${r.method} ${r.path}`);
    expect(mounted.indexOf('GET /v1/Desk/Messages/Audience')).toBeLessThan(mounted.indexOf('GET /v1/Desk/Messages/:sendId'));
    for (const e of ours) {
      expect(e.extension).toBe(true);
      expect(e.summary).toMatch(/^Our extension/);
    }
    expect(staffRouteCoverage().implemented.length).toBeGreaterThanOrEqual(71);
  });

  it('serves training materials and shared files (issue 24); the material file and the desk routes are our extensions', () => {
    const spec = [
      'GET /v1/Employee/EmployeeTrainingMaterials',
      'GET /v1/Employee/EmployeeTrainingMaterials/:id',
      'PUT /v1/Employee/MarkEmployeeTrainingMaterialAsRead/:id',
      'GET /v1/Employee/SharedFiles',
      'GET /v1/Employee/SharedFiles/:id',
    ];
    expect(staffRouteCoverage().implemented).toEqual(expect.arrayContaining(spec));
    const ours = staffEndpoints.filter(
      (e) => e.extension && (e.path.startsWith('/v1/Desk/Files') || e.path.includes('TrainingMaterial')),
    );
    expect(ours.map((e) => endpointKey(e)).sort()).toEqual([
      'GET /v1/Desk/Files',
      'GET /v1/Desk/TrainingMaterials',
      'GET /v1/Employee/EmployeeTrainingMaterials/:id/File',
      'PUT /v1/Desk/Files/Share',
      'PUT /v1/Desk/TrainingMaterials',
    ]);
    expect(staffRouteCoverage().implemented.length).toBeGreaterThanOrEqual(104);
  });

  it("serves the rest of the customer side (issue 26): every route of spec section 7; the desk's pool requests and recruit orders are our extensions", () => {
    const customer = [
      ...['EmployeesAndSuggestions', 'ProfessionTitles', 'PlaceOfWorkValues'].map((p) => `GET /v1/Pool/Customer/${p}`),
      'PUT /v1/Pool/Customer/Employees/Add',
      'DELETE /v1/Pool/Customer/Employees/:id',
      ...['CustomerOrganizations', 'SelectablePlacesOfBusiness', 'CustomerInternalResourcesList', 'InternalEmployeeEditView']
        .concat('CustomerRelationships', 'EmployeePlaceOfBusiness')
        .map((p) => `GET /v1/TSP/${p}`),
      'PUT /v1/TSP/InternalEmployeeEditSave',
      'POST /v1/TSP/CreateInternalEmployee',
      'GET /v1/Prints/Customer/PrintReport',
      'GET /v1/Prints/Customer/PlacesOfWork',
      'GET /v1/MyInfo/ContactPersonEditView',
      'PUT /v1/MyInfo/ContactPersonUpdate',
      'GET /v1/ContactUs/ContactUs',
      'PUT /v1/ContactUs/SendMessage',
      'GET /v1/RecruitOrder/RecruitOrderView',
      'GET /v1/RecruitOrder/CustomerProfessionTitleOptions',
      'PUT /v1/RecruitOrder/SendRecruitOrder',
    ];
    expect(customer).toHaveLength(22);
    expect(staffRouteCoverage().implemented).toEqual(expect.arrayContaining(customer));
    const desk = staffEndpoints.filter(
      (e) => e.path.startsWith('/v1/Desk/Pools/Requests') || e.path.startsWith('/v1/Desk/RecruitOrders'),
    );
    expect(desk.length).toBeGreaterThanOrEqual(5);
    for (const e of desk) {
      expect(e.extension).toBe(true);
      expect(e.access).toBe('recruiter');
    }
    expect(staffRouteCoverage().missing).toEqual([]);
    expect(staffRouteCoverage().implemented).toHaveLength(126);
  });

  it('answers 404 for a route nobody serves, signed in or not', async () => {
    const res = await callRoute({ method: 'GET', path: '/v1/Shift/Customer/NoSuchRoute' });
    expect(res.status).toBe(404);
    expect(apiError.parse(res.body).error).toContain('No route');
  });

  it('keys each contract once', () => {
    const keys = staffEndpoints.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
