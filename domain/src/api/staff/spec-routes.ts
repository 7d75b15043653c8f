import type { HttpMethod } from './endpoint';

/**
 * Every Staff API route of spec section 7, as data: the denominator of the route coverage
 * figure (`staff api routes implemented: N/M`). A route not yet built answers 404.
 *
 * The spec writes later paths of a list relative to the first. Our reading, used for every
 * list alike: a relative path continues the first path's group and audience (`/v1/Shift/
 * Customer` + `/AllShifts`); one that names a group or audience of its own (`/Calendar/Shift`,
 * `/Employee/Shift/Edit`, `/Salary/Salaryslips`) continues the group only (`/v1/Shift`); so
 * `/Employee/...` inside the User list stays in the User group (`/v1/User/Employee/Address`), as
 * `/Password` and `/UpdateEmail` beside it do. Parameters use the spec's `{name}`; query strings are left out.
 */
export const SPEC_STAFF_ROUTES: readonly (readonly [HttpMethod, string])[] = [
  // GET, employee side and general
  ...get('/v1/User', ['UserInfo', 'CreateShiftData', 'CreateCustomerShiftData', 'UpdateNotices', 'UpdateNotices/{id}']),
  ...get('/v1/User', ['UpdateNotices/Latest', 'Staffnews', 'NOK', 'ListUsers']),
  ...get('/v1/Shift', ['Employee/Shift', 'Calendar/Shift', 'Employee/Shift/Edit']),
  ...get('/v1/Shift/Employee', ['DoneShiftEntriesSortable', 'DoneShiftEntries/PlacesOfWork', 'UpcomingShifts']),
  ...get('/v1/Shift/Employee', ['SuggestedOrOpenShifts']),
  ...get('/v1/Employee', [
    'EmploymentContracts',
    'EmploymentContractPDF',
    'EmploymentContractPreview',
    'EmploymentContractAttachmentPreview',
    'GetHolidayManagementLink',
    'AnnualLeaveBalance',
    'IdentityCard',
    'IdentitycardImage',
    'ActiveEmploymentContract',
    'SearchVacancies',
    'GetVacancyJobFields',
    'GetTopAlerts',
    'SharedFiles',
    'SharedFiles/{id}',
    'EmailSettings',
    'WorkTimePeriods',
    'ContractsOrPayslips',
    'EmployeeTrainingMaterials',
    'EmployeeTrainingMaterials/{id}',
  ]),
  ...get('/v1/Message/Employee', ['Messages']),
  ...get('/v1/Salary', ['Employee/SalaryPaymentSchedules', 'Salaryslips']),
  ...get('/v1/PushNotification', ['Settings', 'NotificationOptions']),
  ...get('/v1/Reporting', ['CertificationOfEmploymentReport']),
  ...get('/v1/System', ['MaintenancePreInfoMessage']),
  ...get('/v1/Calendar', ['{year}/{month}']),
  ...get('/v1/Pool/Employee', ['PoolConnections']),
  // GET, customer side
  ...get('/v1/Prints/Customer', ['PrintReport', 'PlacesOfWork']),
  ...get('/v1/PlaceOfWork', ['CustomerTopAlerts', 'CustomerUserPlaceOfWorkList']),
  ...get('/v1/Shift/Customer', ['Shift/Edit', 'EmployeesToSuggest', 'ProfessionTitles', 'Shift/SuggestedEmployees']),
  ...get('/v1/Shift/Customer', ['AllShifts', 'ShiftSummary', 'UnapprovedShiftCount']),
  ...get('/v1/Pool/Customer', ['EmployeesAndSuggestions', 'ProfessionTitles', 'PlaceOfWorkValues']),
  ...get('/v1/TSP', ['CustomerOrganizations', 'SelectablePlacesOfBusiness', 'CustomerInternalResourcesList']),
  ...get('/v1/TSP', ['InternalEmployeeEditView', 'CustomerRelationships', 'EmployeePlaceOfBusiness']),
  ...get('/v1/MyInfo', ['ContactPersonEditView']),
  ...get('/v1/ContactUs', ['CustomerOpeningHours', 'ContactUs']),
  ...get('/v1/RecruitOrder', ['RecruitOrderView', 'CustomerProfessionTitleOptions']),
  // PUT, employee side and general
  ...put('/v1/Shift/Employee/Shift', ['Update', 'Cancel', 'AddMultiple', 'MarkInfoAsRead']),
  ...put('/v1/Shift/Employee/Shift', ['AcceptShiftTimeChanges', 'RejectShiftTimeChanges']),
  ...put('/v1/Shift/Employee', ['SuggestedShifts/Book/{id}', 'BundledShifts/Accept/{id}']),
  ...put('/v1/User', ['Language', 'UpdateNotices/{id}/MarkAsRead', 'Password', 'UpdateEmail', 'SendLinkToEmail/{email}']),
  ...put('/v1/User', ['ResetPassword', 'AddNewstaffUID']),
  ...put('/v1/User/Employee', ['Address', 'Bank', 'NextOfKin', 'PersonalInfo']),
  ...put('/v1/Employee', ['SignContract', 'LikeVacancy', 'SetDisableEmail', 'MarkEmployeeTrainingMaterialAsRead/{id}']),
  ...put('/v1/Support', ['SendEmail']),
  ...put('/v1/PushNotification', ['Activate', 'Deactivate', 'WorkSuggestions']),
  ...put('/v1/Pool/Employee/Invitation', ['Accept/{id}', 'Reject/{id}']),
  ...put('/v1/Calendar/Employee/Events', ['Add/NotAvailable', 'Add/ShiftRequest', 'Edit/{id}']),
  ...put('/v1/Salary/Salaryslips', ['slip']),
  // PUT, customer side
  ...put('/v1/Shift/Customer', ['Accept', 'Cancel', 'CreateEntries', 'Shift/Update', 'Create', 'CreateMultiple']),
  ...put('/v1/Shift/Customer', ['AcceptAllUnAcceptedShifts', 'Shift/Feedback']),
  ...put('/v1/Pool/Customer/Employees', ['Add']),
  ...put('/v1/Message/Customer', ['SendSms']),
  ...put('/v1/TSP', ['InternalEmployeeEditSave']),
  ...put('/v1/MyInfo', ['ContactPersonUpdate']),
  ...put('/v1/ContactUs', ['SendMessage']),
  ...put('/v1/RecruitOrder', ['SendRecruitOrder']),
  // POST
  ...post('/v1/User', ['AccessToken', 'MintFirebaseToken/{firebaseUID}', 'MintStaffpointToken']),
  ...post('/v1/TSP', ['CreateInternalEmployee']),
  // DELETE
  ...del('/v1/Pool/Employee', ['PoolConnections/{id}']),
  ...del('/v1/Calendar/Employee/Events', ['NotAvailable/{id}', 'ShiftRequest/{id}']),
  ...del('/v1/Shift/Employee', ['SuggestedShifts/{id}', 'SuggestedBundleShift/{id}']),
  ...del('/v1/Pool/Customer', ['Employees/{id}']),
];

function under(method: HttpMethod) {
  return (base: string, names: readonly string[]) => names.map((name) => [method, `${base}/${name}`] as const);
}
function get(base: string, names: readonly string[]) {
  return under('GET')(base, names);
}
function put(base: string, names: readonly string[]) {
  return under('PUT')(base, names);
}
function post(base: string, names: readonly string[]) {
  return under('POST')(base, names);
}
function del(base: string, names: readonly string[]) {
  return under('DELETE')(base, names);
}
