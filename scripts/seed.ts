/**
 * Demo data for the local emulators: one sign-in per role and a small, realistic Finnish
 * staffing agency around them. Idempotent: fixed ids and `set()`, so running it again leaves
 * the same data. Every document is parsed with its `domain/` schema before it is written.
 *
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npx tsx scripts/seed.ts
 *
 * With `--fresh` it first empties the Firestore emulator, as the test run does before the
 * journeys: what the functions suite's last file left (its own staff records, shifts) is gone.
 */
import { readFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  assignment,
  comment,
  consultantsView,
  industry,
  jobsView,
  jobTitleTranslationsView,
  occupationTranslation,
  talentsView,
  talentViewName,
  maintenanceNotice,
  occupation,
  staffCollections,
  staffPerson,
  statusOnAssignment,
  tag,
  toStoredStaffPerson,
  talent,
  talentCard,
  talentJob,
  talentNote,
  TALENT_NOTES,
  user,
  vacancy,
  type AssignmentInput,
  type CustomClaims,
  type JobCategory,
  type StaffPerson,
  type VacancyInput,
} from '@vuoro/domain';
import { usernameAlias } from '../functions/src/identity/username-alias';
import { IRYNA, LAURA, MIKKO, OLENA, SERHII, seedShifts, titles } from './seed-shifts';
import { seedFiles } from './seed-files';
import { seedPools } from './seed-pools';
import { seedMessages } from './seed-messages';
import { seedContracts } from './seed-contracts';
import { seedPersonalInfo } from './seed-personal-info';
import { seedPay } from './seed-pay';
import { seedDocuments } from './seed-documents';
import { seedInternalEmployees } from './seed-internal-employees';

export const DEMO_PASSWORD = 'Vuoro-demo-2026';

export interface DemoUser {
  uid: string;
  email: string;
  displayName: string;
  role: string;
  claims: CustomClaims;
  lands: string;
  /**
   * The phone of the account's SMS second factor: admin, my and userManager act only with one
   * (Staff API, callables, rules). On the emulators the code is in its `verificationCodes`.
   */
  mfaPhone?: string;
}

export const demoUsers: DemoUser[] = [
  {
    uid: 'demo-talent',
    email: 'aino.virtanen@demo.vuoro.fi',
    displayName: 'Aino Virtanen',
    role: 'talent',
    claims: {},
    lands: '/talent-profile',
  },
  {
    uid: 'demo-admin',
    email: 'reija.rekrytoija@demo.vuoro.fi',
    displayName: 'Reija Rekrytoija',
    role: 'admin (recruiter)',
    claims: { admin: true },
    lands: '/talents',
    mfaPhone: '+358400001001',
  },
  {
    // A second recruiter (the consultants view's Jussi Korhonen): two recruiters at work on the
    // same talents, e.g. their notes side by side.
    uid: 'c-jussi',
    email: 'jussi.korhonen@demo.vuoro.fi',
    displayName: 'Jussi Korhonen',
    role: 'admin (second recruiter)',
    claims: { admin: true },
    lands: '/talents',
    mfaPhone: '+358400001004',
  },
  {
    uid: 'demo-my',
    email: 'tuomas.tuki@demo.vuoro.fi',
    displayName: 'Tuomas Tuki',
    role: 'my (support staff)',
    claims: { my: true },
    lands: '/talents',
    mfaPhone: '+358400001002',
  },
  {
    uid: 'demo-usermanager',
    email: 'kaisa.kayttajat@demo.vuoro.fi',
    displayName: 'Kaisa Käyttäjät',
    role: 'userManager',
    claims: { userManager: true },
    lands: '/user-list',
    mfaPhone: '+358400001003',
  },
  {
    uid: 'demo-employee',
    email: 'eero.nieminen@demo.vuoro.fi',
    displayName: 'Eero Nieminen',
    role: 'employee',
    claims: { employee: true },
    lands: '/shifts/upcoming',
  },
  {
    uid: 'demo-customer',
    email: 'maria.lehtonen@demo.vuoro.fi',
    displayName: 'Maria Lehtonen',
    role: 'customer user (Aurora, canEditShifts)',
    claims: { customerIds: ['hotelli-aurora'], canEditShifts: true },
    lands: '/customer/shifts',
  },
  {
    uid: 'demo-teamlead',
    email: 'pekka.salonen@demo.vuoro.fi',
    displayName: 'Pekka Salonen',
    role: 'customer team lead (Aurora, canEditShifts)',
    claims: { customerIds: ['hotelli-aurora'], teamLead: true, canEditShifts: true },
    lands: '/customer/shifts',
  },
  {
    uid: 'demo-customer-viewer',
    email: 'tiina.virta@demo.vuoro.fi',
    displayName: 'Tiina Virta',
    role: 'customer user (Aurora, no canEditShifts)',
    claims: { customerIds: ['hotelli-aurora'] },
    lands: '/customer/shifts',
  },
  {
    uid: 'demo-customer-pohjola',
    email: 'antti.koskinen@demo.vuoro.fi',
    displayName: 'Antti Koskinen',
    role: 'customer user (Pohjola, canEditShifts)',
    claims: { customerIds: ['pohjola-logistiikka'], canEditShifts: true },
    lands: '/customer/shifts',
  },
];

/** The password of the seeded old username accounts (ville.vanha, ilona.ilman). */
export const OLD_ACCOUNT_PASSWORD = 'Vanha-Salasana-1';

/**
 * The username alias key, as the functions read it in the emulator (`functions/.env.demo-vuoro`),
 * so the seeded username accounts sign in through the identity function's resolution.
 */
export function usernameAliasSecret(): string {
  if (process.env.USERNAME_ALIAS_SECRET) return process.env.USERNAME_ALIAS_SECRET;
  const env = readFileSync(new URL('../functions/.env.demo-vuoro', import.meta.url), 'utf8');
  const line = env.split('\n').find((l) => l.startsWith('USERNAME_ALIAS_SECRET='));
  if (!line) throw new Error('seed: USERNAME_ALIAS_SECRET is missing from functions/.env.demo-vuoro');
  return line.slice('USERNAME_ALIAS_SECRET='.length).trim();
}

/**
 * Staff records (`staffPeople`) and the sign-ins of the staff side beyond `demoUsers`: each
 * record's claims are set on its linked account. `account` says how the person signs in:
 * `linked` (a demo user above), `username` (an old account: alias email, OLD_ACCOUNT_PASSWORD),
 * `none` (a first-time user who signs in by an emailed link), `locked` (disabled in Auth).
 */
export interface StaffSeed {
  id: string;
  account: 'linked' | 'username' | 'none' | 'locked';
  person: StaffPerson;
}

const staffPersonDefaults: Pick<
  StaffPerson,
  'customerIds' | 'teamLead' | 'canEditShifts' | 'migratedAt' | 'language' | 'migrationEmail' | 'migrationRequestedAt'
> = {
  customerIds: [],
  teamLead: false,
  canEditShifts: false,
  migratedAt: null,
  language: null,
  migrationEmail: null,
  migrationRequestedAt: null,
};

export const staffSeeds: StaffSeed[] = [
  {
    id: 'sp-eero-nieminen',
    account: 'linked',
    person: {
      ...staffPersonDefaults,
      username: null,
      email: 'eero.nieminen@demo.vuoro.fi',
      firstName: 'Eero',
      lastName: 'Nieminen',
      employee: true,
      firebaseUid: 'demo-employee',
      language: 'fi',
      phone: '+358401234511',
      professionTitleIds: [titles.cook.id, titles.roomAttendant.id, titles.warehouse.id, titles.waiter.id],
      status: 'active',
    },
  },
  {
    id: 'sp-maria-lehtonen',
    account: 'linked',
    person: {
      ...staffPersonDefaults,
      username: null,
      email: 'maria.lehtonen@demo.vuoro.fi',
      firstName: 'Maria',
      lastName: 'Lehtonen',
      employee: false,
      customerIds: ['hotelli-aurora'],
      canEditShifts: true,
      firebaseUid: 'demo-customer',
      phone: '+358401110001',
    },
  },
  {
    id: 'sp-pekka-salonen',
    account: 'linked',
    person: {
      ...staffPersonDefaults,
      username: null,
      email: 'pekka.salonen@demo.vuoro.fi',
      firstName: 'Pekka',
      lastName: 'Salonen',
      employee: false,
      customerIds: ['hotelli-aurora'],
      teamLead: true,
      canEditShifts: true,
      firebaseUid: 'demo-teamlead',
      phone: '+358401110002',
    },
  },
  {
    // A customer user who sees the shifts and accepts them, but may not order or change them.
    id: 'sp-tiina-virta',
    account: 'linked',
    person: {
      ...staffPersonDefaults,
      username: null,
      email: 'tiina.virta@demo.vuoro.fi',
      firstName: 'Tiina',
      lastName: 'Virta',
      employee: false,
      customerIds: ['hotelli-aurora'],
      firebaseUid: 'demo-customer-viewer',
    },
  },
  {
    // The other customer's user: sees none of Hotelli Aurora's shifts, places or pools.
    id: 'sp-antti-koskinen',
    account: 'linked',
    person: {
      ...staffPersonDefaults,
      username: null,
      email: 'antti.koskinen@demo.vuoro.fi',
      firstName: 'Antti',
      lastName: 'Koskinen',
      employee: false,
      customerIds: ['pohjola-logistiikka'],
      canEditShifts: true,
      firebaseUid: 'demo-customer-pohjola',
      phone: '+358401110003',
    },
  },
  ...(
    [
      [OLENA, 'olena.kovalenko', '+358451234502', [titles.cook.id], 'active'],
      [IRYNA, 'iryna.bondarenko', '+358451234506', [titles.roomAttendant.id], 'active'],
      [MIKKO, 'mikko.heikkinen', '+358401234503', [titles.warehouse.id], 'active'],
      [SERHII, 'serhii.melnyk', '+358441234509', [titles.warehouse.id], 'active'],
      // Passive: in the Aurora kitchen's pool, but offered nothing.
      [LAURA, 'laura.makinen', '+358501234505', [titles.waiter.id, titles.cook.id], 'passive'],
    ] as const
  ).map(([who, email, phone, professionTitleIds, status]): StaffSeed => {
    const [firstName, lastName] = who.name.split(' ') as [string, string];
    return {
      // Employees who have not signed in yet (a sign-in link would make their account).
      id: who.id,
      account: 'none',
      person: {
        ...staffPersonDefaults,
        username: null,
        email: `${email}@demo.vuoro.fi`,
        firstName,
        lastName,
        employee: true,
        firebaseUid: null,
        phone,
        professionTitleIds: [...professionTitleIds],
        status,
        // Olena reads Ukrainian: the desk's message reaches her in it.
        language: who === OLENA ? 'uk' : null,
      },
    };
  }),
  {
    id: 'sp-ville-vanha',
    account: 'username',
    person: {
      ...staffPersonDefaults,
      username: 'ville.vanha',
      email: null,
      firstName: 'Ville',
      lastName: 'Vanha',
      employee: true,
      firebaseUid: 'demo-old-ville',
    },
  },
  {
    id: 'sp-ilona-ilman',
    account: 'username',
    person: {
      ...staffPersonDefaults,
      username: 'ilona.ilman',
      email: null,
      firstName: 'Ilona',
      lastName: 'Ilman',
      employee: false,
      firebaseUid: 'demo-old-ilona',
    },
  },
  {
    id: 'sp-uusi-tyontekija',
    account: 'none',
    person: {
      ...staffPersonDefaults,
      username: null,
      email: 'uusi.tyontekija@demo.vuoro.fi',
      firstName: 'Uusi',
      lastName: 'Työntekijä',
      employee: true,
      firebaseUid: null,
    },
  },
  {
    id: 'sp-lukittu-kayttaja',
    account: 'locked',
    person: {
      ...staffPersonDefaults,
      username: null,
      email: 'lukittu.kayttaja@demo.vuoro.fi',
      firstName: 'Lukittu',
      lastName: 'Käyttäjä',
      employee: true,
      firebaseUid: 'demo-locked',
    },
  },
];

/** The claims a staff record grants (the Staff API's AccessToken syncs the same four). */
const staffClaims = (p: StaffPerson) => ({
  employee: p.employee,
  customerIds: p.customerIds,
  teamLead: p.teamLead,
  canEditShifts: p.canEditShifts,
});

/**
 * Whether the account already signs in with this password (the Auth emulator's REST sign-in; a
 * second factor's pending step counts). A re-run sets a password only where it does not: setting
 * one ends the account's sessions, and re-seeding (verify.test.ts, a developer's `npm start`)
 * would sign out every browser and journey signed in as a demo user.
 */
async function passwordWorks(email: string, password: string): Promise<boolean> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) return false;
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return res.ok;
}

/** The account's fields as the seed wants them, without a password the account already has. */
async function accountUpdate<P extends { email: string; password: string }>({ password, ...rest }: P) {
  return (await passwordWorks(rest.email, password)) ? rest : { ...rest, password };
}

async function upsertAccount(uid: string, props: { email: string; password: string; displayName: string; disabled: boolean }) {
  const auth = getAuth(getApps()[0]);
  try {
    await auth.updateUser(uid, { ...(await accountUpdate(props)), emailVerified: true });
  } catch {
    await auth.createUser({ uid, ...props, emailVerified: true });
  }
}

/** Staff records, the old username accounts, the locked account; a first-time user has no account. */
async function seedStaff(db: Firestore): Promise<number> {
  const auth = getAuth(getApps()[0]);
  const secret = usernameAliasSecret();
  for (const { id, account, person } of staffSeeds) {
    const p = staffPerson.parse(person);
    const displayName = `${p.firstName} ${p.lastName}`;
    if (account === 'username') {
      await upsertAccount(p.firebaseUid!, {
        email: usernameAlias(p.username!, secret),
        password: OLD_ACCOUNT_PASSWORD,
        displayName,
        disabled: false,
      });
    } else if (account === 'locked') {
      await upsertAccount(p.firebaseUid!, { email: p.email!, password: DEMO_PASSWORD, displayName, disabled: true });
    } else if (account === 'none') {
      // A first-time user signs in by link, which creates the account: remove one made by an earlier run.
      const existing = await auth.getUserByEmail(p.email!).catch(() => null);
      if (existing) await auth.deleteUser(existing.uid);
    }
    if (p.firebaseUid) {
      const current = (await auth.getUser(p.firebaseUid)).customClaims ?? {};
      await auth.setCustomUserClaims(p.firebaseUid, { ...current, ...staffClaims(p) });
    }
    await db.collection(staffCollections.people).doc(id).set(toStoredStaffPerson(p));
  }
  return staffSeeds.length;
}

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.UTC(2026, 10, 20) - n * DAY);

const consultants = [
  { id: 'demo-admin', name: 'Reija Rekrytoija', email: 'reija.rekrytoija@demo.vuoro.fi' },
  { id: 'c-jussi', name: 'Jussi Korhonen', email: 'jussi.korhonen@demo.vuoro.fi' },
  { id: 'c-sanna', name: 'Sanna Mäkelä', email: 'sanna.makela@demo.vuoro.fi' },
];

const tags = [
  { id: 'hygieniapassi', name: 'Hygieniapassi' },
  { id: 'tyoturvallisuuskortti', name: 'Työturvallisuuskortti' },
  { id: 'trukkikortti', name: 'Trukkikortti' },
  { id: 'anniskelupassi', name: 'Anniskelupassi' },
  { id: 'ensiapu', name: 'Ensiapukortti EA1' },
  { id: 'b-ajokortti', name: 'B-ajokortti' },
  { id: 'tulityokortti', name: 'Tulityökortti' },
  { id: 'asiakaspalvelu', name: 'Asiakaspalvelu' },
];

const industries = [
  { id: 'horeca', name: 'Hotelli- ja ravintola-ala' },
  { id: 'logistics', name: 'Logistiikka' },
  { id: 'construction', name: 'Rakentaminen' },
  { id: 'industry', name: 'Teollisuus' },
  { id: 'retail', name: 'Kauppa' },
  { id: 'building-maintenance', name: 'Kiinteistöhuolto' },
  { id: 'office-services', name: 'Toimistopalvelut' },
  { id: 'security', name: 'Turvallisuus' },
  { id: 'ict', name: 'ICT' },
  { id: 'other', name: 'Muut' },
];

const occupations = [
  { id: 'cook', en: 'Cook', fi: 'Kokki', ru: 'Повар', uk: 'Кухар' },
  { id: 'cleaner', en: 'Cleaner', fi: 'Siivooja', ru: 'Уборщик', uk: 'Прибиральник' },
  { id: 'waiter', en: 'Waiter', fi: 'Tarjoilija', ru: 'Официант', uk: 'Офіціант' },
  { id: 'warehouseWorker', en: 'Warehouse worker', fi: 'Varastotyöntekijä', ru: 'Работник склада', uk: 'Працівник складу' },
  { id: 'driver', en: 'Driver', fi: 'Kuljettaja', ru: 'Водитель', uk: 'Водій' },
  { id: 'welder', en: 'Welder', fi: 'Hitsaaja', ru: 'Сварщик', uk: 'Зварювальник' },
];

interface TalentSeed {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  industry: string;
  tags: string[];
  jobs: JobCategory[];
  languages: [string, 'basic' | 'basicPlus' | 'independent' | 'proficient'][];
  short: string;
  about: string;
  added: number;
}

const talentSeeds: TalentSeed[] = [
  {
    id: 'demo-talent',
    firstName: 'Aino',
    lastName: 'Virtanen',
    email: 'aino.virtanen@demo.vuoro.fi',
    phone: '+358401234501',
    location: 'Helsinki',
    industry: 'horeca',
    tags: ['hygieniapassi', 'anniskelupassi'],
    jobs: ['waiter', 'cook'],
    languages: [
      ['fi', 'proficient'],
      ['en', 'independent'],
    ],
    short: 'Tarjoilija, 6 vuotta ravintoloista',
    about: 'Kokenut tarjoilija ja baarimestari, tottunut kiireisiin iltoihin.',
    added: 1,
  },
  {
    id: 't-olena',
    firstName: 'Olena',
    lastName: 'Kovalenko',
    email: 'olena.kovalenko@example.com',
    phone: '+358451234502',
    location: 'Espoo',
    industry: 'horeca',
    tags: ['hygieniapassi'],
    jobs: ['cook'],
    languages: [
      ['uk', 'proficient'],
      ['en', 'independent'],
      ['fi', 'basic'],
    ],
    short: 'Cook, 10 years in hotel kitchens',
    about: 'Head cook in Kharkiv for eight years; arrived in Finland 2022.',
    added: 2,
  },
  {
    id: 't-mikko',
    firstName: 'Mikko',
    lastName: 'Heikkinen',
    email: 'mikko.heikkinen@example.com',
    phone: '+358401234503',
    location: 'Vantaa',
    industry: 'logistics',
    tags: ['trukkikortti', 'tyoturvallisuuskortti'],
    jobs: ['warehouseWorker', 'driver'],
    languages: [['fi', 'proficient']],
    short: 'Varastotyöntekijä, trukkikortti',
    about: 'Keräily, lastaus ja trukkiajo; vuorotyö sopii.',
    added: 3,
  },
  {
    id: 't-dmytro',
    firstName: 'Dmytro',
    lastName: 'Shevchenko',
    email: 'dmytro.shevchenko@example.com',
    phone: '+358441234504',
    location: 'Tampere',
    industry: 'construction',
    tags: ['tyoturvallisuuskortti', 'tulityokortti'],
    jobs: ['welder'],
    languages: [
      ['uk', 'proficient'],
      ['ru', 'proficient'],
      ['en', 'basic'],
    ],
    short: 'MIG/MAG welder',
    about: 'Certified welder, shipyard and steel structures.',
    added: 4,
  },
  {
    id: 't-laura',
    firstName: 'Laura',
    lastName: 'Mäkinen',
    email: 'laura.makinen@example.com',
    phone: '+358501234505',
    location: 'Turku',
    industry: 'retail',
    tags: ['asiakaspalvelu'],
    jobs: ['cashier', 'salesAssistant'],
    languages: [
      ['fi', 'proficient'],
      ['sv', 'independent'],
      ['en', 'independent'],
    ],
    short: 'Myyjä ja kassatyöntekijä',
    about: 'Asiakaspalvelu kolmella kielellä.',
    added: 5,
  },
  {
    id: 't-iryna',
    firstName: 'Iryna',
    lastName: 'Bondarenko',
    email: 'iryna.bondarenko@example.com',
    phone: '+358451234506',
    location: 'Helsinki',
    industry: 'building-maintenance',
    tags: [],
    jobs: ['cleaner'],
    languages: [
      ['uk', 'proficient'],
      ['fi', 'basicPlus'],
    ],
    short: 'Cleaner, hotels and offices',
    about: 'Hotel housekeeping and office cleaning, early mornings welcome.',
    added: 6,
  },
  {
    id: 't-juha',
    firstName: 'Juha',
    lastName: 'Laine',
    email: 'juha.laine@example.com',
    phone: '+358401234507',
    location: 'Oulu',
    industry: 'industry',
    tags: ['tyoturvallisuuskortti', 'ensiapu'],
    jobs: ['machineOperator'],
    languages: [
      ['fi', 'proficient'],
      ['en', 'basicPlus'],
    ],
    short: 'Koneenkäyttäjä, paperiteollisuus',
    about: 'Prosessinhoitaja, kolmivuorotyö.',
    added: 7,
  },
  {
    id: 't-anna',
    firstName: 'Anna',
    lastName: 'Korhonen',
    email: 'anna.korhonen@example.com',
    phone: '+358501234508',
    location: 'Jyväskylä',
    industry: 'office-services',
    tags: ['asiakaspalvelu'],
    jobs: ['officeAssistant'],
    languages: [
      ['fi', 'proficient'],
      ['en', 'proficient'],
    ],
    short: 'Toimistoassistentti',
    about: 'Laskutus, asiakaspalvelu ja kokousjärjestelyt.',
    added: 8,
  },
  {
    id: 't-serhii',
    firstName: 'Serhii',
    lastName: 'Melnyk',
    email: 'serhii.melnyk@example.com',
    phone: '+358441234509',
    location: 'Vantaa',
    industry: 'logistics',
    tags: ['b-ajokortti'],
    jobs: ['deliveryDriver', 'driver'],
    languages: [
      ['uk', 'proficient'],
      ['en', 'independent'],
    ],
    short: 'Delivery driver, B licence',
    about: 'Van deliveries in the capital region for two years.',
    added: 9,
  },
  {
    id: 't-ville',
    firstName: 'Ville',
    lastName: 'Järvinen',
    email: 'ville.jarvinen@example.com',
    phone: '+358401234510',
    location: 'Lahti',
    industry: 'security',
    tags: ['ensiapu'],
    jobs: ['securityGuard'],
    languages: [
      ['fi', 'proficient'],
      ['en', 'independent'],
    ],
    short: 'Vartija, voimassa oleva vartijakortti',
    about: 'Tapahtuma- ja kauppakeskusvartiointi.',
    added: 10,
  },
  {
    // The demo employee (employee claim) is also an employed talent: hired at Hotelli Aurora, so
    // /sick-leave and its menu entry show for him, and recruiters can file a sick leave for him.
    id: 'demo-employee',
    firstName: 'Eero',
    lastName: 'Nieminen',
    email: 'eero.nieminen@demo.vuoro.fi',
    phone: '+358401234511',
    location: 'Helsinki',
    industry: 'horeca',
    tags: ['hygieniapassi'],
    jobs: ['cleaner'],
    languages: [['fi', 'proficient']],
    short: 'Kerroshoitaja, Hotelli Aurora',
    about: 'Kerroshoitaja aamuvuoroissa.',
    added: 11,
  },
];

const jobs: Omit<AssignmentInput, 'created' | 'updated'>[] = [
  {
    id: 'job-aurora-housekeeping',
    company: 'Hotelli Aurora',
    title: 'Kerroshoitaja',
    jobHeading: 'Kerroshoitajia Hotelli Auroraan, Helsinki',
    priority: 'high',
    location: 'Helsinki',
    description: 'Huoneiden siivous ja yleisten tilojen ylläpito, aamuvuorot klo 7–15.',
    openPositions: 3,
    languages: ['Finnish', 'English'],
    workType: 'fixedTerm',
    workingTime: 'regular',
    salary: 'TES, 12,80 €/h',
    presentedTalents: [
      { id: 't-iryna', name: 'Iryna Bondarenko', hiredStatus: 'hired' },
      { id: 'demo-employee', name: 'Eero Nieminen', hiredStatus: 'hired' },
    ],
    presentableTalents: [{ id: 'demo-talent', name: 'Aino Virtanen' }],
    kam: ['demo-admin'],
    recruitmentConsultant: ['c-sanna'],
    internalContact: ['c-jussi'],
    contractStatus: true,
    continuityOfWork: '6 kk, jatko mahdollinen',
    dailyWorkTime: '8 h, 7–15',
  },
  {
    id: 'job-pohjola-warehouse',
    company: 'Logistiikka Pohjola Oy',
    title: 'Varastotyöntekijä',
    location: 'Vantaa',
    description: 'Keräily ja lastaus kaksivuorotyössä. Trukkikortti eduksi.',
    openPositions: 5,
    languages: ['Finnish'],
    workType: 'onCall',
    workingTime: 'periodWork',
    presentedTalents: [
      { id: 't-mikko', name: 'Mikko Heikkinen', hiredStatus: null },
      { id: 't-serhii', name: 'Serhii Melnyk', hiredStatus: 'rejected' },
    ],
    kam: ['c-jussi'],
    recruitmentConsultant: ['demo-admin'],
    contractStatus: true,
  },
  {
    id: 'job-satama-cook',
    company: 'Ravintola Sataman Helmi',
    title: 'Kokki',
    location: 'Turku',
    description: 'À la carte -keittiö, ilta- ja viikonloppuvuorot.',
    openPositions: 1,
    languages: ['English'],
    workType: 'permanent',
    workingTime: 'varying',
    presentedTalents: [{ id: 't-olena', name: 'Olena Kovalenko', hiredStatus: null }],
    kam: ['c-sanna'],
    contractStatus: true,
  },
  {
    id: 'job-kallio-welders',
    company: 'Rakennus Kallio Oy',
    title: 'Hitsaaja',
    location: 'Tampere',
    description: 'Teräsrakenteiden MIG/MAG-hitsausta, päättynyt toimeksianto.',
    openPositions: 2,
    workType: 'fixedTerm',
    kam: ['demo-admin'],
    contractStatus: false,
    assignmentComplete: true,
  },
];

/** Each presented talent's own status, as its assignment shows it (one word on every screen). */
const seededStatus = new Map(
  jobs.flatMap((j) => (j.presentedTalents ?? []).map((p) => [p.id, statusOnAssignment(p.hiredStatus ?? null)] as const)),
);

const vacancies: Omit<VacancyInput, 'u'>[] = [
  {
    id: 'vac-aurora-kerroshoitaja',
    r: 'Sanna Mäkelä',
    n: 'Kerroshoitaja, Hotelli Aurora',
    c: 'Hotelli Aurora',
    ci: ['Helsinki'],
    co: ['Uusimaa'],
    la: 'fi',
    t: ['horeca', 'cleaner'],
    et: 'Kokoaikainen, määräaikainen',
    sd: 'Heti',
    d: '<p>Etsimme kerroshoitajia aamuvuoroihin.</p>',
    l: 'Mannerheimintie, Helsinki',
    cd: '<p>Hotelli Aurora on 200 huoneen kaupunkihotelli.</p>',
    al: 'kerroshoitaja-aurora',
    p: true,
  },
  {
    id: 'vac-pohjola-varasto',
    r: 'Jussi Korhonen',
    n: 'Varastotyöntekijä, Vantaa',
    c: 'Logistiikka Pohjola Oy',
    ci: ['Vantaa'],
    co: ['Uusimaa'],
    la: 'fi',
    t: ['logistics', 'warehouseWorker'],
    et: 'Keikkatyö',
    sd: '1.12.2026',
    d: '<p>Keräilyä ja lastausta kaksivuorotyössä.</p>',
    l: 'Vantaa',
    al: 'varasto-pohjola',
  },
  {
    id: 'vac-satama-cook',
    r: 'Sanna Mäkelä',
    n: 'Cook, Turku',
    c: 'Ravintola Sataman Helmi',
    ci: ['Turku'],
    co: ['Varsinais-Suomi'],
    la: 'en',
    t: ['horeca', 'cook'],
    et: 'Full-time, permanent',
    sd: 'January 2027',
    d: '<p>À la carte kitchen, evenings and weekends.</p>',
    l: 'Linnankatu, Turku',
    al: 'cook-satama',
    p: true,
  },
];

/** Parses with the domain schema and writes the document without its `id` field. */
async function put<S extends z.ZodType<{ id: string }>>(db: Firestore, collection: string, schema: S, doc: z.input<S>) {
  const { id, ...data } = schema.parse(doc) as { id: string } & Record<string, unknown>;
  await db.collection(collection).doc(id).set(data);
}

export async function seed(db: Firestore, now = new Date()): Promise<Record<string, number>> {
  const auth = getAuth(getApps()[0]);
  for (const u of demoUsers) {
    const props = { email: u.email, password: DEMO_PASSWORD, displayName: u.displayName, emailVerified: true };
    try {
      await auth.updateUser(u.uid, await accountUpdate(props));
    } catch (error) {
      // Only a missing account is created; any other refusal is the seed's error.
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      await auth.createUser({ uid: u.uid, ...props });
    }
    if (u.mfaPhone) {
      // The whole list, with a fixed enrolment id (the Auth emulator asks for one on an update;
      // createUser takes none), so a second run leaves the same single factor.
      await auth.updateUser(u.uid, {
        multiFactor: { enrolledFactors: [{ uid: `${u.uid}-sms`, factorId: 'phone', phoneNumber: u.mfaPhone }] },
      });
    }
    await auth.setCustomUserClaims(u.uid, u.claims);
    await put(db, 'users', user, { id: u.uid, analytics: false, marketing: false, language: 'fi', updatedBy: u.uid });
  }

  for (const t of tags) await put(db, 'tags', tag, t);
  for (const i of industries) await put(db, 'industries', industry, i);
  for (const o of occupations) await put(db, 'occupations', occupation, o);

  for (const s of talentSeeds) {
    const name = `${s.firstName} ${s.lastName}`;
    const talentTags = tags.filter((t) => s.tags.includes(t.id));
    await put(db, 'talents', talent, {
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      phoneNumber: s.phone,
      location: s.location,
      industry: s.industry,
      tags: talentTags,
      jobs: s.jobs,
      languages: s.languages.map(([language, level]) => ({ language, level })),
      shortDescription: s.short,
      about: s.about,
      jobSeeker: true,
      ...(seededStatus.has(s.id) ? { status: seededStatus.get(s.id) } : {}),
      added: daysAgo(s.added),
      created: { date: daysAgo(s.added), id: 'demo-admin', name: 'Reija Rekrytoija' },
    });
    await put(db, 'talentCards', talentCard, {
      id: s.id,
      talentName: name,
      shortDescription: s.short,
      tags: talentTags,
      industryName: industries.find((i) => i.id === s.industry)?.name,
      location: s.location,
      about: s.about,
    });
  }

  for (const j of jobs) {
    await put(db, 'jobs', assignment, {
      ...j,
      created: { date: daysAgo(30), id: 'demo-admin' },
      updated: { date: daysAgo(2), id: 'demo-admin' },
      updatedBy: 'demo-admin',
    });
    // Each presented talent's status list on the job: presented, then its hiring status if any.
    for (const p of j.presentedTalents ?? []) {
      const by = { id: 'demo-admin', name: 'Reija Rekrytoija' };
      const { id: _jobId, ...statusList } = talentJob.parse({
        id: j.id,
        statuses: [
          { status: 'presented', date: daysAgo(5), by },
          ...(p.hiredStatus ? [{ status: p.hiredStatus, date: daysAgo(3), by }] : []),
        ],
      });
      await db.collection('talents').doc(p.id).collection('jobs').doc(j.id).set(statusList);
    }
  }
  const reija = { id: 'demo-admin', name: 'Reija Rekrytoija' };
  const jussi = { id: 'c-jussi', name: 'Jussi Korhonen' };
  await put(db, 'comments', comment, {
    id: 'job-aurora-housekeeping',
    comment: 'Asiakas toivoo aloitusta 1.12.',
    status: 'open',
    updated: { ...reija, date: daysAgo(1) },
    revision: 1,
  });
  await put(db, 'comments', comment, {
    id: 'job-pohjola-warehouse',
    comment: 'Kaksi paikkaa vielä auki.',
    status: 'open',
    updated: { ...jussi, date: daysAgo(3) },
    revision: 1,
  });
  // Recruiter notes: only ever added to, each with its author (fixed ids keep a second run the same).
  await put(db, TALENT_NOTES, talentNote, {
    id: 'note-mikko-1',
    talentId: 't-mikko',
    comment: 'Trukkikortti voimassa, voi aloittaa heti.',
    jobId: 'job-pohjola-warehouse',
    status: 'presented',
    created: { ...reija, date: daysAgo(4) },
  });
  await put(db, TALENT_NOTES, talentNote, {
    id: 'note-mikko-2',
    talentId: 't-mikko',
    comment: 'Soitin: toivoo aamuvuoroja.',
    jobId: null,
    status: null,
    created: { ...jussi, date: daysAgo(2) },
  });

  const views = db.collection('views');
  await views
    .doc('consultants')
    .set(consultantsView.parse({ consultants: Object.fromEntries(consultants.map(({ id, ...c }) => [id, c])) }));
  await views
    .doc('jobs')
    .set(jobsView.parse({ jobs: Object.fromEntries(jobs.map((j) => [j.id, { title: j.title, company: j.company }])) }));
  // The two views the triggers keep (talent names, job title translations) are written here too, so the
  // seed leaves the same documents whether or not the functions emulator's triggers have run yet.
  await views
    .doc('talents')
    .set(talentsView.parse({ names: Object.fromEntries(talentSeeds.map((s) => [s.id, talentViewName(s)])) }));
  const translations = occupations.map(occupationTranslation).filter((t) => t !== null);
  await views
    .doc('jobTitleTranslations')
    .set(jobTitleTranslationsView.parse({ translations: Object.fromEntries(translations.map((t) => [t.key, t.value])) }));

  for (const v of vacancies) await put(db, 'vacancies', vacancy, { ...v, u: daysAgo(1) });

  const startsAt = new Date(now.getTime() + 10 * DAY);
  startsAt.setUTCHours(0, 0, 0, 0);
  await db
    .collection(staffCollections.system)
    .doc('maintenance')
    .set(
      maintenanceNotice.parse({
        messages: {
          fi: 'Vuoro on huoltokatkon vuoksi poissa käytöstä.',
          en: 'Vuoro is unavailable during a service break.',
          sv: 'Vuoro är inte tillgängligt under ett serviceavbrott.',
          uk: 'Vuoro недоступний під час технічної перерви.',
          ru: 'Vuoro недоступен во время технического перерыва.',
        },
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      }),
    );

  const staffPeople = await seedStaff(db);
  const shiftCounts = await seedShifts(db, now);
  const fileCounts = await seedFiles(db, now);

  return {
    users: demoUsers.length,
    staffPeople,
    ...shiftCounts,
    ...fileCounts,
    ...(await seedPools(db, now)),
    ...(await seedMessages(db, now)),
    ...(await seedContracts(db, now)),
    ...(await seedPersonalInfo(db, now)),
    ...(await seedPay(db, now)),
    ...(await seedDocuments(db, now)),
    ...(await seedInternalEmployees(db, now)),
    tags: tags.length,
    industries: industries.length,
    occupations: occupations.length,
    talents: talentSeeds.length,
    jobs: jobs.length,
    vacancies: vacancies.length,
  };
}

export function printSignIns(): void {
  const header = ['role', 'email', 'lands on', 'SMS code to'];
  const rows = demoUsers.map((u) => [u.role, u.email, u.lands, u.mfaPhone ?? '']);
  const widths = header.map((h, i) => Math.max(...rows.map((r) => r[i]!.length), h.length));
  const line = (r: string[]) => ('  ' + r.map((c, i) => c.padEnd(widths[i]!)).join('   ')).trimEnd();
  console.log(`\nDemo sign-ins (password for all: ${DEMO_PASSWORD})`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log('\nStaff side: old username accounts (password Vanha-Salasana-1) ville.vanha (employee), ilona.ilman');
  console.log('  (no employee status); first-time user uusi.tyontekija@demo.vuoro.fi (sign-in link, no password);');
  console.log(`  locked account lukittu.kayttaja@demo.vuoro.fi (${DEMO_PASSWORD}).`);
  console.log('\nCustomer side: canEditShifts users order and change shifts; one without it only views, accepts and');
  console.log('  gives feedback. Aurora has the kitchen pool (Eero, Olena, passive Laura); the employees Olena,');
  console.log('  Iryna, Mikko, Serhii and Laura have no sign-in yet (their staff records have emailed sign-in links).');
  console.log('\nAn account with a phone above asks for an SMS code after the password: `npm start` prints');
  console.log('each code as the Auth emulator "sends" it (also in its /emulator/v1/projects/demo-vuoro/verificationCodes).');
}

export function adminApp() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators; refusing to seed anything else.',
    );
  }
  return getApps()[0] ?? initializeApp({ projectId: 'demo-vuoro' });
}

/** Empties the Firestore emulator's database (its REST endpoint; no trigger runs), retrying while it is busy (409). */
async function emptyFirestoreEmulator() {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/demo-vuoro/databases/(default)/documents`;
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(url, { method: 'DELETE' });
    if (res.ok) return;
    if (res.status !== 409 || attempt === 5) throw new Error(`seed --fresh: emptying Firestore failed (${res.status})`);
    await new Promise((settle) => setTimeout(settle, 200 * attempt));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = getFirestore(adminApp());
  if (process.argv.includes('--fresh')) await emptyFirestoreEmulator();
  db.settings({ ignoreUndefinedProperties: true });
  const counts = await seed(db);
  console.log(
    `seed: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
  printSignIns();
}
