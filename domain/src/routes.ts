/**
 * Every route of spec section 2, declared once. The web router registers these, links build
 * their hrefs from here, and the permission table (`permissions.ts`) gates them by id.
 *
 * Decisions where the specification is silent (spec: "Exact paths of the public forms are not
 * shown"): the public talent registration form lives at `/register`, the public assignment
 * form at `/assignment-request`, the employee pools screen at `/pools`.
 *
 * `layout` names the shell a route renders in: `public` (no session needed), `talent`
 * (talent and recruiter side), `staff` (employee self-service), `customer` (customer users).
 * A child route (`parent` set) is rendered by its parent's module, beside the parent's content.
 */

export type Layout = 'public' | 'talent' | 'staff' | 'customer';

/** Extracts `:name` and `:name?` parameters of a path into an object type. */
type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;
type Required<N> = N extends `${string}?` ? never : N;
type Optional<N> = N extends `${infer Base}?` ? Base : never;
export type RouteParams<P extends string> = { [K in Required<ParamNames<P>>]: string | number } & {
  [K in Optional<ParamNames<P>>]?: string | number;
};

export interface RouteDef<P extends string = string> {
  readonly path: P;
  readonly layout: Layout;
  /** Id of the route whose module renders this child route. */
  readonly parent?: string;
  /** Builds a link: fills `:params`, drops unset optional ones, appends the query. */
  href(params?: RouteParams<P>, query?: Record<string, string | number | undefined>): string;
}

export function buildHref(
  path: string,
  params: Record<string, string | number | undefined> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '*' || segment === '*?') continue; // wildcards are filled by the caller's own path
    const m = /^:(\w+)(\?)?$/.exec(segment);
    if (!m) {
      segments.push(segment);
      continue;
    }
    const [, name, optional] = m;
    const value = params[name!];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route ${path} needs parameter ${name}`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  const pathname = segments.join('/') || '/';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

function route<P extends string>(path: P, layout: Layout, parent?: string): RouteDef<P> {
  return {
    path,
    layout,
    ...(parent ? { parent } : {}),
    href: (params, query) => buildHref(path, params as Record<string, string | number>, query),
  };
}

export const routes = {
  // General and login
  landing: route('/', 'public'),
  login: route('/login', 'public'),
  ukraine: route('/ukraine', 'public'),
  linkedinCallback: route('/auth/linkedin/*?', 'public'),
  loginMultifactor: route('/login/multifactor', 'public'),
  multiFactor: route('/multiFactor', 'public'),
  multiFactorE: route('/multifactor/e', 'public'),
  signout: route('/signout', 'public'),
  ad: route('/ad', 'public'),
  verify: route('/verify', 'public'),
  noAccess: route('/no-access', 'public'),
  loginL: route('/l', 'public'),
  loginS: route('/s', 'public'),
  betaOrOld: route('/beta-or-old', 'public'),
  createAccountHelp: route('/create-account-help', 'public'),
  ohje: route('/ohje', 'public'),
  manual: route('/manual', 'public'),
  register: route('/register', 'public'),
  assignmentRequest: route('/assignment-request', 'public'),

  // Staff side (employees)
  shiftsNew: route('/shifts/new', 'staff'),
  shiftsEdit: route('/shifts/edit', 'staff'),
  shiftsDone: route('/shifts/done', 'staff'),
  shiftsUpcoming: route('/shifts/upcoming', 'staff'),
  notifications: route('/notifications/:skip?/:take?/:from?/:until?/:messageForm?/:onlyUnopened?/:messageType?', 'staff'),
  notices: route('/notices', 'staff'),
  staffnews: route('/staffnews', 'staff'),
  // Public, not staff: issue 6 asks for public job listings; visitors see published vacancies
  // and send a job interest without an account.
  openVacancies: route('/open-vacancies', 'public'),
  openShifts: route('/open-shifts/:skip/:take', 'staff'),
  trainingMaterials: route('/training-materials', 'staff'),
  // Decision: the files the agency shares with one employee or everyone (spec section 3's shared
  // files; the spec names no screen for them).
  myFiles: route('/my-files', 'staff'),
  calendar: route('/calendar/:year/:month/:w?', 'staff'),
  calendarEdit: route('/calendar/:year/:month/:w?/edit', 'staff', 'calendar'),
  profile: route('/profile', 'staff'),
  profileEmail: route('/profile/email', 'staff'),
  // Issue 25 (our decisions; the spec names the screens, not their paths): the profile area's sections.
  profileMyInfo: route('/profile/my-info', 'staff'),
  profileContracts: route('/profile/contracts/:id?', 'staff'),
  profileSalary: route('/profile/salary', 'staff'),
  profileHolidays: route('/profile/holidays', 'staff'),
  profileCertificate: route('/profile/certificate', 'staff'),
  profileIdentityCard: route('/profile/identity-card', 'staff'),
  faq: route('/faq', 'staff'),
  settings: route('/settings', 'staff'),
  workBenefits: route('/work-benefits', 'staff'),
  pools: route('/pools', 'staff'),
  userList: route('/user-list', 'staff'),

  // Customer screens
  customerShifts: route('/customer/shifts', 'customer'),
  customerShiftsEdit: route('/customer/shifts/edit', 'customer'),
  customerPools: route('/customer/pools', 'customer'),
  customerPrints: route('/customer/prints', 'customer'),
  shiftsOrder: route('/shifts/order', 'customer'),
  shiftsReport: route('/shifts/report', 'customer'),
  customerAddInternalEmployee: route('/customer/add-internal-employee', 'customer'),
  customerInternalEmployees: route('/customer/internal-employees', 'customer'),
  customerInternalEmployeeEdit: route(
    '/customer/internal-employees/edit/:id/customerId/:customerId',
    'customer',
    'customerInternalEmployees',
  ),
  customerMyInfo: route('/customer/my-info', 'customer'),
  customerContactUs: route('/customer/contact-us', 'customer'),
  customerRecruitOrder: route('/customer/recruit-order', 'customer'),
  customerSettings: route('/customer/settings', 'customer'),

  // Talent and recruiter side
  talentProfile: route('/talent-profile', 'talent'),
  account: route('/account', 'talent'),
  sickLeave: route('/sick-leave', 'talent'),
  talent: route('/talent', 'talent'),
  findTalents: route('/find-talents', 'talent'),
  talents: route('/talents', 'talent'),
  talentsAssignment: route('/talents/assignments/:assignmentId', 'talent', 'talents'),
  talentDetail: route('/talents/talent', 'talent'),
  jobInterests: route('/jobs/:id/interests/*?', 'talent'),
  assignments: route('/assignments', 'talent'),
  assignment: route('/assignments/:assignmentId', 'talent', 'assignments'),
  assignmentTalent: route('/assignments/:assignmentId/talents/:ID', 'talent', 'assignment'),
  claimsScreen: route('/claims-screen', 'talent'),
  restoreUser: route('/restoreuser', 'talent'),
  // Decisions where the specification is silent: the recruiter's talent card view, the card
  // link shared with a customer (no sign-in; the token expires and can be revoked), and the
  // admins' catalogue screen (tags, industries, occupations).
  talentCard: route('/talents/card', 'talent'),
  sharedTalentCard: route('/shared/cards/:token', 'public'),
  catalogs: route('/catalogs', 'talent'),
  // The recruiters' vacancy screen (spec: recruiters publish, edit and unpublish job listings).
  vacancies: route('/vacancies', 'talent'),
  // The agency desk (issue 22, our extension): every customer's shift orders by day and state,
  // processed, filled, settled and approved by the recruiters.
  deskShifts: route('/desk/shifts', 'talent'),
  // Issue 24: what the agency tells its employees (messages, notices and news, files and training).
  deskMessages: route('/desk/messages', 'talent'),
  deskNotices: route('/desk/notices', 'talent'),
  deskFiles: route('/desk/files', 'talent'),
  // Issue 25: contracts sent for signing, leave balances and certificate orders, pool invitations, pay runs.
  deskContracts: route('/desk/contracts', 'talent'),
  deskLeave: route('/desk/leave', 'talent'),
  deskPools: route('/desk/pools', 'talent'),
  deskPay: route('/desk/pay', 'talent'),
  // Issue 26: the customers' recruit orders, turned into assignments of the recruiter tool.
  deskRecruitOrders: route('/desk/recruit-orders', 'talent'),
  // Issue 27 item 1 (claim): the link in the invitation to claim a hand-added talent profile.
  claimTalent: route('/claim/:token', 'public'),
  // Issue 28 item 5: the accessibility statement (WCAG 2.2 AA), linked from every footer.
  accessibility: route('/accessibility', 'public'),
} as const;

export type RouteId = keyof typeof routes;
export const routeIds = Object.keys(routes) as RouteId[];
