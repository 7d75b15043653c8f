import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../constants';
import { talentForm } from '../validation/talent-form';

/**
 * A talent the recruiter adds by hand (a walk-in, a phone call) and the invitation that lets the
 * person claim the profile (issue 27 item 1).
 *
 * Talents are keyed by the person's uid (`talents/{uid}`), so a hand-added talent gets an id that
 * is no uid (`hand-…`, made by the `addTalentByHand` callable) until it is claimed. The callable
 * mails a single-use link `/claim/:token`; only the token's SHA-256 is stored, as the name of a
 * `talentClaims` document that no client reads or writes (firestore.rules deny it). Claiming moves
 * the profile to `talents/{uid}` of the account with the invited email (merged into the profile
 * that account already has, if any) and marks the invitation used.
 */
export const TALENT_CLAIMS = 'talentClaims';

/** How long an invitation link works. */
export const CLAIM_INVITE_DAYS = 7;

/** The id prefix of a hand-added talent: no Auth uid starts with it. */
export const HAND_TALENT_ID_PREFIX = 'hand-';

/** A claim token as it travels in the link: 43 base64url characters (32 random bytes). */
export const claimToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'validation:invalidValue' });

/** The talent form's rules for what the recruiter types: names, email, phone, at least one language. */
export const handTalentFields = talentForm.pick({
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  languages: true,
});
export type HandTalentFields = z.infer<typeof handTalentFields>;

/** `addTalentByHand`: the talent, the language of the invitation mail, and whether a duplicate was accepted. */
export const addTalentByHandBody = handTalentFields.extend({
  mailLanguage: z.enum(SUPPORTED_LANGUAGES),
  /** The recruiter saw the possible duplicates and adds the talent anyway. */
  allowDuplicate: z.boolean().default(false),
});
export type AddTalentByHandBody = z.input<typeof addTalentByHandBody>;

/** A talent with the same email or phone number. */
export const claimDuplicate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type ClaimDuplicate = z.infer<typeof claimDuplicate>;

export const addTalentByHandResponse = z.discriminatedUnion('created', [
  z.object({ created: z.literal(true), talentId: z.string(), invitedEmail: z.string() }),
  z.object({ created: z.literal(false), duplicates: z.array(claimDuplicate) }),
]);
export type AddTalentByHandResponse = z.infer<typeof addTalentByHandResponse>;

/**
 * `resendClaimInvite` (admin with a second factor): a new 7-day link for a hand-added talent not
 * yet claimed, mailed to the talent's email in the language of its last invitation. Earlier links
 * stay valid until they expire (each leads to the same profile); this is what an expired link's
 * "Ask your recruiter for a new one" asks for.
 */
export const resendClaimInviteBody = z
  .object({
    talentId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,120}$/, { error: 'validation:invalidValue' })
      .refine((id) => id.startsWith(HAND_TALENT_ID_PREFIX), { error: 'validation:invalidValue' }),
  })
  .strict();
export type ResendClaimInviteBody = z.infer<typeof resendClaimInviteBody>;
export const resendClaimInviteResponse = z.object({ invitedEmail: z.string() });
export type ResendClaimInviteResponse = z.infer<typeof resendClaimInviteResponse>;

/** `readClaimInvite` and `claimTalent` take the token from the link. */
export const claimTokenBody = z.object({ token: claimToken });
export type ClaimTokenBody = z.infer<typeof claimTokenBody>;

export const CLAIM_STATES = ['active', 'expired', 'used', 'notFound'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** What the claim page learns before signing in: the state, and for an open invitation its email and whether it has an account. */
export const readClaimInviteResponse = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('active'),
    email: z.string(),
    firstName: z.string(),
    language: z.enum(SUPPORTED_LANGUAGES),
    accountExists: z.boolean(),
  }),
  z.object({ state: z.enum(['expired', 'used', 'notFound']) }),
]);
export type ReadClaimInviteResponse = z.infer<typeof readClaimInviteResponse>;

export const claimTalentResponse = z.object({ talentId: z.string() });
export type ClaimTalentResponse = z.infer<typeof claimTalentResponse>;

/**
 * Why `claimTalent` refused, as its error message: the invitation is expired, used or unknown,
 * or the signed-in account's email is not the invited one.
 */
export const CLAIM_REFUSALS = ['expired', 'used', 'notFound', 'emailMismatch'] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];
export const isClaimRefusal = (value: string): value is ClaimRefusal => (CLAIM_REFUSALS as readonly string[]).includes(value);

/** When an invitation made at `created` stops working. */
export const claimExpiry = (created: Date): Date => new Date(created.getTime() + CLAIM_INVITE_DAYS * 24 * 60 * 60 * 1000);

/** An invitation's state: used wins over expired (the person has an account to sign in to). */
export function claimState(invite: { expiresAt: Date; usedAt: Date | null } | null, now: Date): ClaimState {
  if (!invite) return 'notFound';
  if (invite.usedAt) return 'used';
  return now.getTime() >= invite.expiresAt.getTime() ? 'expired' : 'active';
}

interface ClaimMailTexts {
  subject: string;
  greeting: string;
  body: string;
  expires: string;
  ignore: string;
}

const CLAIM_MAIL_TEXTS: Record<SupportedLanguage, ClaimMailTexts> = {
  fi: {
    subject: 'Vuoro: ota profiilisi käyttöön',
    greeting: 'Hei {{name}},',
    body: 'rekrytoijamme loi sinulle profiilin Vuoroon. Avaa linkki, kirjaudu tai luo tunnus tällä sähköpostiosoitteella, niin profiili on sinun:',
    expires: 'Linkki toimii {{days}} päivää ja vain kerran.',
    ignore: 'Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
  },
  en: {
    subject: 'Vuoro: claim your profile',
    greeting: 'Hi {{name}},',
    body: 'our recruiter has created a profile for you in Vuoro. Open the link and sign in or create an account with this email address to make the profile yours:',
    expires: 'The link works for {{days}} days and only once.',
    ignore: 'If you did not expect this message, you can ignore it.',
  },
  sv: {
    subject: 'Vuoro: ta din profil i bruk',
    greeting: 'Hej {{name}},',
    body: 'vår rekryterare har skapat en profil åt dig i Vuoro. Öppna länken och logga in eller skapa ett konto med den här e-postadressen, så blir profilen din:',
    expires: 'Länken fungerar i {{days}} dagar och bara en gång.',
    ignore: 'Om du inte väntade dig det här meddelandet kan du bortse från det.',
  },
  uk: {
    subject: 'Vuoro: отримайте свій профіль',
    greeting: 'Вітаємо, {{name}}!',
    body: 'Наш рекрутер створив для вас профіль у Vuoro. Відкрийте посилання й увійдіть або створіть обліковий запис із цією електронною адресою, щоб профіль став вашим:',
    expires: 'Посилання діє {{days}} днів і лише один раз.',
    ignore: 'Якщо ви не очікували цього листа, просто проігноруйте його.',
  },
  ru: {
    subject: 'Vuoro: получите свой профиль',
    greeting: 'Здравствуйте, {{name}}!',
    body: 'Наш рекрутер создал для вас профиль в Vuoro. Откройте ссылку и войдите или создайте учётную запись с этим адресом электронной почты, чтобы профиль стал вашим:',
    expires: 'Ссылка действует {{days}} дней и только один раз.',
    ignore: 'Если вы не ждали этого письма, просто проигнорируйте его.',
  },
};

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The invitation mail in the talent's language: plain text with the link on a line of its own. */
export function claimInviteMail(firstName: string, link: string, language: SupportedLanguage): { subject: string; text: string } {
  const t = CLAIM_MAIL_TEXTS[language];
  const text = [
    fill(t.greeting, { name: firstName.trim() }),
    '',
    t.body,
    '',
    link,
    '',
    fill(t.expires, { days: CLAIM_INVITE_DAYS }),
    t.ignore,
  ].join('\n');
  return { subject: t.subject, text };
}
