import { MFA_REQUIRED_ROLES } from './api/auth-protocol';
import { routes, type RouteId } from './routes';

/**
 * The one permission table. Router guards, the Staff API and the rules tests read it;
 * `firestore.rules` mirrors it. Roles come only from custom claims set by functions
 * (DESIGN.md, Roles): `admin`, `my`, `userManager`, `employee`, `customerIds`, `teamLead`,
 * `canEditShifts`. A signed-in user without claims is a talent.
 */
export interface CustomClaims {
  admin?: boolean;
  my?: boolean;
  userManager?: boolean;
  employee?: boolean;
  customerIds?: string[];
  teamLead?: boolean;
  canEditShifts?: boolean;
}

const BOOLEAN_CLAIMS = ['admin', 'my', 'userManager', 'employee', 'teamLead', 'canEditShifts'] as const;

/**
 * Reads our custom claims from a token's claims. Written by hand, not with zod: it runs in the
 * app shell, where every kilobyte counts against the first-load budget. Any claim of ours with
 * the wrong type makes the whole set count as none (a malformed token grants nothing).
 */
export function parseCustomClaims(claims: unknown): CustomClaims {
  if (typeof claims !== 'object' || claims === null) return {};
  const c = claims as Record<string, unknown>;
  const out: CustomClaims = {};
  for (const name of BOOLEAN_CLAIMS) {
    if (c[name] === undefined) continue;
    if (typeof c[name] !== 'boolean') return {};
    out[name] = c[name];
  }
  if (c.customerIds !== undefined) {
    const ids = c.customerIds;
    if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string' && id.length > 0)) return {};
    out.customerIds = [...ids];
  }
  return out;
}

export interface Roles {
  signedIn: boolean;
  admin: boolean;
  my: boolean;
  userManager: boolean;
  employee: boolean;
  customer: boolean;
  teamLead: boolean;
  canEditShifts: boolean;
  customerIds: readonly string[];
}

export const anonymousRoles: Roles = {
  signedIn: false,
  admin: false,
  my: false,
  userManager: false,
  employee: false,
  customer: false,
  teamLead: false,
  canEditShifts: false,
  customerIds: [],
};

/** Reads roles from a token's claims; unknown or malformed claims grant nothing. */
export function rolesFromClaims(claims: unknown): Roles {
  const c = parseCustomClaims(claims);
  const customerIds = c.customerIds ?? [];
  return {
    signedIn: true,
    admin: c.admin === true,
    my: c.my === true,
    userManager: c.userManager === true,
    employee: c.employee === true,
    customer: customerIds.length > 0,
    teamLead: customerIds.length > 0 && c.teamLead === true,
    canEditShifts: c.canEditShifts === true,
    customerIds,
  };
}

/** Who may open a screen. */
export type Access =
  | 'anyone'
  | 'signedIn'
  | 'recruiter' // admin: all talent-side data
  | 'talentSide' // admin or my: reads talent-side data, support screens
  | 'userManager'
  | 'employee'
  | 'customer'
  /** An employee or a customer user: the staff application's shared routes (the support form). */
  | 'staffUser'
  /** A customer user whose `canEditShifts` lets them order, record, change and cancel shifts. */
  | 'shiftEditor'
  | 'teamLead';

export const accessCheck: Record<Access, (r: Roles) => boolean> = {
  anyone: () => true,
  signedIn: (r) => r.signedIn,
  recruiter: (r) => r.admin,
  talentSide: (r) => r.admin || r.my,
  userManager: (r) => r.userManager,
  employee: (r) => r.employee,
  customer: (r) => r.customer,
  staffUser: (r) => r.employee || r.customer,
  shiftEditor: (r) => r.customer && r.canEditShifts,
  teamLead: (r) => r.teamLead,
};

const byLayout = { public: 'anyone', talent: 'signedIn', staff: 'employee', customer: 'customer' } as const;

/** Screens whose access differs from their layout's default. */
const exceptions: Partial<Record<RouteId, Access>> = {
  talents: 'talentSide',
  talentsAssignment: 'talentSide',
  talentDetail: 'talentSide',
  findTalents: 'talentSide',
  jobInterests: 'talentSide',
  assignments: 'talentSide',
  assignment: 'talentSide',
  assignmentTalent: 'talentSide',
  restoreUser: 'talentSide',
  claimsScreen: 'recruiter',
  talentCard: 'talentSide',
  catalogs: 'recruiter',
  deskShifts: 'recruiter', // the agency desk: admin only (with a second factor), like the /v1/Desk routes
  deskMessages: 'recruiter',
  deskNotices: 'recruiter',
  deskFiles: 'recruiter',
  deskContracts: 'recruiter',
  deskLeave: 'recruiter',
  deskPools: 'recruiter',
  deskPay: 'recruiter',
  deskRecruitOrders: 'recruiter',
  sickLeave: 'employee', // employed talents only (spec section 6); firestore.rules sickLeaves create mirrors it
  vacancies: 'talentSide', // my reads; only admins write (the screen hides the controls, the rules refuse)
  userList: 'userManager',
  customerAddInternalEmployee: 'teamLead',
  customerInternalEmployees: 'teamLead',
  customerInternalEmployeeEdit: 'teamLead',
};

export const routeAccess = Object.fromEntries(
  (Object.keys(routes) as RouteId[]).map((id) => [id, exceptions[id] ?? byLayout[routes[id].layout]]),
) as Record<RouteId, Access>;

export type RouteDecision = 'allow' | 'login' | 'noAccess' | 'secondFactor';

/** Screens that act on other people's data: admin, my and userManager open them only with a second factor. */
const SECOND_FACTOR_ACCESS: ReadonlySet<Access> = new Set(['recruiter', 'talentSide', 'userManager']);

/**
 * What a guard does with a visitor: show the screen, send to /login, show 'no access', or — an
 * admin, my or userManager signed in with a password alone on a screen of their role — send to the
 * second factor first, as the rules and the Staff API refuse them until then ('User needs mfa').
 */
export function decideRoute(id: RouteId, roles: Roles, signedInWithSecondFactor: boolean): RouteDecision {
  const access = routeAccess[id];
  if (!accessCheck[access](roles)) return roles.signedIn ? 'noAccess' : 'login';
  const needsFactor = SECOND_FACTOR_ACCESS.has(access) && MFA_REQUIRED_ROLES.some((role) => roles[role]);
  return needsFactor && !signedInWithSecondFactor ? 'secondFactor' : 'allow';
}

/**
 * Where a signed-in user lands after sign-in when no `next` was asked for: the first screen its
 * roles open. On the staff host a talent-side user goes to /shifts/upcoming (spec section 2).
 */
export function homeRoute(roles: Roles, side: 'talent' | 'staff'): RouteId {
  if (roles.userManager) return 'userList';
  if (side === 'staff') return roles.customer && !roles.employee ? 'customerShifts' : 'shiftsUpcoming';
  if (roles.admin || roles.my) return 'talents';
  if (roles.employee) return 'shiftsUpcoming';
  if (roles.customer) return 'customerShifts';
  return 'talentProfile';
}
