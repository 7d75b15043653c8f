import type { Firestore } from 'firebase-admin/firestore';
import {
  messageMail,
  newMail,
  noticeReadId,
  staffCollections,
  staffMessage,
  staffNotice,
  staffNoticeRead,
  type StaffMessage,
  type StaffNotice,
} from '@vuoro/domain';

/**
 * What the agency has told the demo employee (Eero, issue 24), relative to `now`: five messages
 * of different types in Finnish, his language (two unopened: the menu's badge), two update
 * notices (the older one read) and a staff news item (unread), each notice in all five
 * languages. Idempotent: fixed ids, and each run puts the read state back as described, so a
 * journey that opened something finds it unread again after the next seed.
 *
 * Each message's mail is written as already sent before the message: the `staffMessageNotify`
 * trigger (running under the Functions emulator) then finds it and queues nothing, so seeding
 * never sends old news to the local SMTP server.
 */

const EERO = { id: 'sp-eero-nieminen', firstName: 'Eero', email: 'eero.nieminen@demo.vuoro.fi' };
const REIJA = { uid: 'demo-admin', name: 'Reija Rekrytoija' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SeedMessage = Pick<StaffMessage, 'type' | 'form' | 'subject' | 'body'> & { id: string; ago: number; opened: boolean };

const messages: SeedMessage[] = [
  {
    id: 'seed-msg-suggestion',
    type: 'shiftSuggestion',
    form: 'desk',
    subject: 'Uusi vuoroehdotus lauantaille',
    body: 'Hei Eero! Hotelli Auroran keittiöön tarvitaan kokki lauantaiksi. Ehdotus odottaa vastaustasi Vapaat vuorot -sivulla.',
    ago: 2 * HOUR,
    opened: false,
  },
  {
    id: 'seed-msg-shift',
    type: 'shiftMessage',
    form: 'desk',
    subject: 'Huomisen vuoro: henkilökunnan sisäänkäynti',
    body: 'Hotelli Auroran pääovi on remontissa. Käytä huomenna henkilökunnan sisäänkäyntiä Mannerheimintien puolella.',
    ago: 1 * DAY,
    opened: false,
  },
  {
    id: 'seed-msg-added',
    type: 'addedToShift',
    form: 'desk',
    subject: 'Sinut on lisätty vuoroon',
    body: 'Sinut on lisätty Logistiikka Pohjolan varastovuoroon. Näet vuoron tulevissa vuoroissasi.',
    ago: 5 * DAY,
    opened: true,
  },
  {
    id: 'seed-msg-sms',
    type: 'other',
    form: 'sms',
    subject: 'Muistutus: verokortti',
    body: 'Muista toimittaa uusi verokortti toimistolle ennen vuodenvaihdetta.',
    ago: 9 * DAY,
    opened: true,
  },
  {
    id: 'seed-msg-password',
    type: 'passwordReset',
    form: 'desk',
    subject: 'Salasanasi on vaihdettu',
    body: 'Salasanasi vaihdettiin. Jos et vaihtanut sitä itse, ota yhteyttä toimistoon.',
    ago: 20 * DAY,
    opened: true,
  },
];

type SeedNotice = Pick<StaffNotice, 'kind' | 'title' | 'titles' | 'body' | 'bodies'> & { id: string; ago: number; read: boolean };

const notices: SeedNotice[] = [
  {
    id: 'seed-notice-holidays',
    kind: 'update',
    title: 'Joulun ajan aukioloajat',
    titles: {
      en: 'Opening hours over Christmas',
      sv: 'Öppettider under julen',
      uk: 'Графік роботи на Різдво',
      ru: 'Часы работы на Рождество',
    },
    body: 'Toimisto on suljettu 24.–26.12. Kiireellisissä vuoroasioissa soita päivystysnumeroon.',
    bodies: {
      en: 'The office is closed on 24–26 December. For urgent shift matters, call the on-call number.',
      sv: 'Byrån är stängd 24–26 december. I brådskande skiftärenden, ring jourtelefonen.',
      uk: 'Агентство не працює 24–26 грудня. З термінових питань щодо змін телефонуйте на черговий номер.',
      ru: 'Агентство не работает 24–26 декабря. По срочным вопросам о сменах звоните на дежурный номер.',
    },
    ago: 3 * DAY,
    read: false,
  },
  {
    id: 'seed-notice-payday',
    kind: 'update',
    title: 'Palkkapäivä siirtyy',
    titles: {
      en: 'Payday moves',
      sv: 'Lönedagen flyttas',
      uk: 'День виплати зарплати переноситься',
      ru: 'День выплаты зарплаты переносится',
    },
    body: 'Marraskuun palkat maksetaan poikkeuksellisesti perjantaina.',
    bodies: {
      en: "November's salaries are paid on Friday this time.",
      sv: 'Novemberlönerna betalas undantagsvis ut på fredag.',
      uk: 'Цього разу зарплату за листопад виплатять у п’ятницю.',
      ru: 'В этот раз зарплату за ноябрь выплатят в пятницу.',
    },
    ago: 14 * DAY,
    read: true,
  },
  {
    id: 'seed-news-party',
    kind: 'news',
    title: 'Pikkujoulut 12.12.',
    titles: {
      en: 'Christmas party on 12 December',
      sv: 'Lillajul den 12 december',
      uk: 'Різдвяна вечірка 12 грудня',
      ru: 'Новогодний вечер 12 декабря',
    },
    body: 'Tervetuloa henkilöstön pikkujouluihin Ravintola Satamaan lauantaina 12.12. klo 18.',
    bodies: {
      en: 'Welcome to the staff Christmas party at Ravintola Satama on Saturday 12 December at 6 pm.',
      sv: 'Välkommen på personalens lillajul på Ravintola Satama lördagen den 12 december kl. 18.',
      uk: 'Запрошуємо на різдвяну вечірку для персоналу в Ravintola Satama у суботу, 12 грудня, о 18:00.',
      ru: 'Приглашаем на новогодний вечер для персонала в Ravintola Satama в субботу, 12 декабря, в 18:00.',
    },
    ago: 1 * DAY,
    read: false,
  },
];

/** Writes Eero's messages and the notices; answers how many of each. */
export async function seedMessages(db: Firestore, now: Date): Promise<{ messages: number; notices: number }> {
  for (const { id, ago, opened, ...m } of messages) {
    const sentAt = new Date(now.getTime() - ago);
    const message = staffMessage.parse({
      id,
      employeeId: EERO.id,
      ...m,
      sentAt,
      openedAt: opened ? new Date(sentAt.getTime() + HOUR) : null,
      senderName: REIJA.name,
    });
    const mail = newMail(
      {
        to: EERO.email,
        language: 'fi',
        ...messageMail(message, EERO.firstName, 'fi'),
        kind: 'message',
        relatedId: id,
      },
      sentAt,
    );
    await db
      .collection(staffCollections.mail)
      .doc(`message-${id}`)
      .set({ ...mail, state: 'sent', nextAttemptAt: null, sentAt });
    const { id: _id, ...data } = message;
    await db.collection(staffCollections.messages).doc(id).set(data);
  }

  for (const { id, ago, read, ...n } of notices) {
    const publishedAt = new Date(now.getTime() - ago);
    const { id: _id, ...data } = staffNotice.parse({ id, ...n, publishedAt, publishedBy: REIJA, audience: 'allEmployees' });
    await db.collection(staffCollections.notices).doc(id).set(data);
    const readRef = db.collection(staffCollections.noticeReads).doc(noticeReadId(EERO.id, id));
    if (read)
      await readRef.set(
        staffNoticeRead.parse({ employeeId: EERO.id, noticeId: id, kind: n.kind, readAt: new Date(publishedAt.getTime() + DAY) }),
      );
    else await readRef.delete();
  }
  return { messages: messages.length, notices: notices.length };
}
