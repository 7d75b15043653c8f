import type { RouteId } from '@vuoro/domain';
import { lazyRoute } from './lazy-route';

/**
 * The lazy module of every route id; each is its own chunk. Child routes share their parent's
 * module, which renders the child beside its own content.
 */
const landing = lazyRoute(() => import('@/features/landing/routes/landing'));
const login = lazyRoute(() => import('@/features/auth/routes/login'));
const ukraine = lazyRoute(() => import('@/features/auth/routes/ukraine'));
const linkedinCallback = lazyRoute(() => import('@/features/auth/routes/linkedin-callback'));
const loginMultifactor = lazyRoute(() => import('@/features/auth/routes/login-multifactor'));
const multiFactor = lazyRoute(() => import('@/features/auth/routes/multi-factor'));
const multiFactorE = lazyRoute(() => import('@/features/auth/routes/multi-factor-e'));
const signout = lazyRoute(() => import('@/features/auth/routes/signout'));
const ad = lazyRoute(() => import('@/features/auth/routes/ad'));
const verify = lazyRoute(() => import('@/features/auth/routes/verify'));
const noAccess = lazyRoute(() => import('@/features/auth/routes/no-access'));
const loginL = lazyRoute(() => import('@/features/auth/routes/login-l'));
const loginS = lazyRoute(() => import('@/features/auth/routes/login-s'));
const betaOrOld = lazyRoute(() => import('@/features/help/routes/beta-or-old'));
const createAccountHelp = lazyRoute(() => import('@/features/help/routes/create-account-help'));
const ohje = lazyRoute(() => import('@/features/help/routes/ohje'));
const manual = lazyRoute(() => import('@/features/help/routes/manual'));
const register = lazyRoute(() => import('@/features/registration/routes/register'));
const assignmentRequest = lazyRoute(() => import('@/features/public-assignment/routes/assignment-request'));
const shiftsNew = lazyRoute(() => import('@/features/shifts/routes/shifts-new'));
const shiftsEdit = lazyRoute(() => import('@/features/shifts/routes/shifts-edit'));
const shiftsDone = lazyRoute(() => import('@/features/shifts/routes/shifts-done'));
const shiftsUpcoming = lazyRoute(() => import('@/features/shifts/routes/shifts-upcoming'));
const notifications = lazyRoute(() => import('@/features/messages/routes/notifications'));
const notices = lazyRoute(() => import('@/features/messages/routes/notices'));
const staffnews = lazyRoute(() => import('@/features/messages/routes/staffnews'));
const openVacancies = lazyRoute(() => import('@/features/vacancies/routes/open-vacancies'));
const openShifts = lazyRoute(() => import('@/features/shifts/routes/open-shifts'));
const trainingMaterials = lazyRoute(() => import('@/features/training/routes/training-materials'));
const myFiles = lazyRoute(() => import('@/features/training/routes/my-files'));
const calendar = lazyRoute(() => import('@/features/calendar/routes/calendar'));
const profile = lazyRoute(() => import('@/features/profile/routes/profile'));
const profileEmail = lazyRoute(() => import('@/features/profile/routes/profile-email'));
const faq = lazyRoute(() => import('@/features/help/routes/faq'));
const settings = lazyRoute(() => import('@/features/profile/routes/settings'));
const workBenefits = lazyRoute(() => import('@/features/profile/routes/work-benefits'));
const pools = lazyRoute(() => import('@/features/pools/routes/pools'));
const userList = lazyRoute(() => import('@/features/users/routes/user-list'));
const customerShifts = lazyRoute(() => import('@/features/shifts/routes/customer-shifts'));
const customerShiftsEdit = lazyRoute(() => import('@/features/shifts/routes/customer-shifts-edit'));
const customerPools = lazyRoute(() => import('@/features/pools/routes/customer-pools'));
const customerPrints = lazyRoute(() => import('@/features/prints/routes/customer-prints'));
const shiftsOrder = lazyRoute(() => import('@/features/shifts/routes/shifts-order'));
const shiftsReport = lazyRoute(() => import('@/features/shifts/routes/shifts-report'));
const customerAddInternalEmployee = lazyRoute(() => import('@/features/internal-employees/routes/add-internal-employee'));
const customerInternalEmployees = lazyRoute(() => import('@/features/internal-employees/routes/internal-employees'));
const customerMyInfo = lazyRoute(() => import('@/features/customer-info/routes/customer-my-info'));
const customerContactUs = lazyRoute(() => import('@/features/contact/routes/customer-contact-us'));
const customerRecruitOrder = lazyRoute(() => import('@/features/recruit-order/routes/recruit-order'));
const customerSettings = lazyRoute(() => import('@/features/profile/routes/customer-settings'));
const talentProfile = lazyRoute(() => import('@/features/talent-self/routes/talent-profile'));
const account = lazyRoute(() => import('@/features/talent-self/routes/account'));
const sickLeave = lazyRoute(() => import('@/features/talent-self/routes/sick-leave'));
const talent = lazyRoute(() => import('@/features/talent-self/routes/talent'));
const findTalents = lazyRoute(() => import('@/features/talents/routes/find-talents'));
// /talents: the list's data module (Firestore, zod and the talent schema it parses with) is asked
// for beside the screen, so the browser evaluates it in a task of its own as soon as it is there,
// and the screen's own modules in another: one long task fewer for the page's blocking time.
// bench:web on /talents, 6 runs each on a quiet machine (2 December 2026): performance median
// 90 -> 94 (84-95 -> 90-97). The catalogues' and views' module (shared-reads: Firestore, zod and
// their schemas) is asked for first, the smallest of the three: three evaluation tasks, not two
// (the longest task's CPU time on 7 loads each, in two sessions: 29-65 ms before, 19-53 ms after,
// with language names out of the render too). A failure of these is the screen's too, with the screen's reload.
const talents = lazyRoute(() => {
  void import('@/lib/shared-reads').catch(() => undefined);
  void import('@/features/talents/api/talent-pages').catch(() => undefined);
  return import('@/features/talents/routes/talents');
});
const talentDetail = lazyRoute(() => import('@/features/talents/routes/talent-detail'));
const jobInterests = lazyRoute(() => import('@/features/assignments/routes/job-interests'));
const assignments = lazyRoute(() => import('@/features/assignments/routes/assignments'));
const claimsScreen = lazyRoute(() => import('@/features/users/routes/claims-screen'));
const restoreUser = lazyRoute(() => import('@/features/users/routes/restore-user'));
const talentCard = lazyRoute(() => import('@/features/talent-cards/routes/talent-card'));
const sharedTalentCard = lazyRoute(() => import('@/features/talent-cards/routes/shared-talent-card'));
const catalogs = lazyRoute(() => import('@/features/catalogs/routes/catalogs'));
const vacancies = lazyRoute(() => import('@/features/vacancies/routes/vacancies'));
const deskShifts = lazyRoute(() => import('@/features/desk/routes/desk-shifts'));
const deskMessages = lazyRoute(() => import('@/features/desk/routes/desk-messages'));
const deskNotices = lazyRoute(() => import('@/features/desk/routes/desk-notices'));
const deskFiles = lazyRoute(() => import('@/features/desk/routes/desk-files'));
const profileMyInfo = lazyRoute(() => import('@/features/profile/routes/my-info'));
const profileContracts = lazyRoute(() => import('@/features/contracts/routes/contracts'));
const profileHolidays = lazyRoute(() => import('@/features/documents/routes/holidays'));
const profileCertificate = lazyRoute(() => import('@/features/documents/routes/certificate'));
const profileIdentityCard = lazyRoute(() => import('@/features/documents/routes/identity-card'));
const deskContracts = lazyRoute(() => import('@/features/desk/routes/desk-contracts'));
const deskLeave = lazyRoute(() => import('@/features/desk/routes/desk-leave'));
const deskPools = lazyRoute(() => import('@/features/desk/routes/desk-pools'));
const profileSalary = lazyRoute(() => import('@/features/pay/routes/salary'));
const deskPay = lazyRoute(() => import('@/features/desk/routes/desk-pay'));
const deskRecruitOrders = lazyRoute(() => import('@/features/desk/routes/desk-recruit-orders'));
// issue 27 item 1 (claim): the invitation link to claim a hand-added talent profile.
const claimTalent = lazyRoute(() => import('@/features/claim/routes/claim'));
// issue 28 item 5: the accessibility statement.
const accessibility = lazyRoute(() => import('@/features/accessibility/routes/accessibility'));

export const routeModules: Record<RouteId, ReturnType<typeof lazyRoute>> = {
  landing,
  login,
  ukraine,
  linkedinCallback,
  loginMultifactor,
  multiFactor,
  multiFactorE,
  signout,
  ad,
  verify,
  noAccess,
  loginL,
  loginS,
  betaOrOld,
  createAccountHelp,
  ohje,
  manual,
  register,
  assignmentRequest,
  shiftsNew,
  shiftsEdit,
  shiftsDone,
  shiftsUpcoming,
  notifications,
  notices,
  staffnews,
  openVacancies,
  openShifts,
  trainingMaterials,
  myFiles,
  calendar,
  profile,
  profileEmail,
  faq,
  settings,
  workBenefits,
  pools,
  userList,
  customerShifts,
  customerShiftsEdit,
  customerPools,
  customerPrints,
  shiftsOrder,
  shiftsReport,
  customerAddInternalEmployee,
  customerInternalEmployees,
  customerMyInfo,
  customerContactUs,
  customerRecruitOrder,
  customerSettings,
  talentProfile,
  account,
  sickLeave,
  talent,
  findTalents,
  talents,
  talentDetail,
  jobInterests,
  assignments,
  claimsScreen,
  restoreUser,
  talentCard,
  sharedTalentCard,
  catalogs,
  vacancies,
  deskShifts,
  deskMessages,
  deskNotices,
  deskFiles,
  profileMyInfo,
  profileContracts,
  profileHolidays,
  profileCertificate,
  profileIdentityCard,
  deskContracts,
  deskLeave,
  deskPools,
  profileSalary,
  deskPay,
  deskRecruitOrders,
  claimTalent,
  accessibility,
  calendarEdit: calendar,
  customerInternalEmployeeEdit: customerInternalEmployees,
  talentsAssignment: talents,
  assignment: assignments,
  assignmentTalent: assignments,
};
