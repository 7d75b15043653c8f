import type { Firestore } from 'firebase-admin/firestore';
import {
  addAgencyDays,
  calendarDay,
  contractReadId,
  partsFromTemplate,
  staffCollections,
  staffContractRead,
  staffContractTemplate,
  staffEmploymentContract,
  type ContractTerms,
  type StaffContractTemplate,
  type StaffEmploymentContract,
} from '@vuoro/domain';
import { EERO, OLENA } from './seed-shifts';

/**
 * Employment contracts (issue 25): the agency's template for restaurant work with two attachments
 * (working hours and pay; privacy), every text in five languages. Eero has one contract signed
 * about half a year ago (in force today, every part read at the signed version) and a new one
 * waiting, nothing opened; Olena (Ukrainian) has one waiting. Fixed ids, and each run puts the
 * reads back as described (the waiting contracts' reads deleted), so a journey that opened or
 * signed something finds it waiting again after the next seed.
 */

const DAY = 86_400_000;
const REIJA = { uid: 'demo-admin', name: 'Reija Rekrytoija' };
export const CONTRACT_TEMPLATE_ID = 'seed-template-restaurant';
export const EERO_SIGNED_CONTRACT_ID = 'seed-contract-eero-signed';
export const EERO_UNSIGNED_CONTRACT_ID = 'seed-contract-eero-new';
export const OLENA_UNSIGNED_CONTRACT_ID = 'seed-contract-olena-new';

const template = (now: Date): StaffContractTemplate =>
  staffContractTemplate.parse({
    id: CONTRACT_TEMPLATE_ID,
    title: {
      fi: 'Työsopimus: ravintolatyö',
      en: 'Employment contract: restaurant work',
      sv: 'Anställningsavtal: restaurangarbete',
      uk: 'Трудовий договір: робота в ресторані',
      ru: 'Трудовой договор: работа в ресторане',
    },
    body: {
      fi: 'Työntekijä työskentelee toimiston kautta asiakasyritysten ravintoloissa ja keittiöissä sovittuina työvuoroina.\n\nTyöhön sovelletaan majoitus- ja ravitsemisalan työehtosopimusta. Koeaika on neljä kuukautta.\n\nTyöntekijä varaa vuorot Vuoro-sovelluksessa ja kirjaa tehdyt tunnit sovellukseen viimeistään vuoron jälkeisenä päivänä.',
      en: 'The employee works through the agency in the restaurants and kitchens of client companies in agreed shifts.\n\nThe collective agreement for the hospitality sector applies. The trial period is four months.\n\nThe employee books shifts in the Vuoro app and records the hours worked there no later than the day after the shift.',
      sv: 'Arbetstagaren arbetar via byrån i kundföretagens restauranger och kök i överenskomna skift.\n\nKollektivavtalet för hotell- och restaurangbranschen tillämpas. Prövotiden är fyra månader.\n\nArbetstagaren bokar skift i Vuoro-appen och registrerar arbetade timmar där senast dagen efter skiftet.',
      uk: 'Працівник працює через агентство в ресторанах і на кухнях компаній-клієнтів в узгоджені зміни.\n\nЗастосовується колективний договір готельно-ресторанної галузі. Випробувальний термін — чотири місяці.\n\nПрацівник бронює зміни в застосунку Vuoro і записує там відпрацьовані години не пізніше наступного дня після зміни.',
      ru: 'Работник работает через агентство в ресторанах и на кухнях компаний-клиентов в согласованные смены.\n\nПрименяется коллективный договор гостинично-ресторанной отрасли. Испытательный срок — четыре месяца.\n\nРаботник бронирует смены в приложении Vuoro и записывает там отработанные часы не позднее следующего дня после смены.',
    },
    attachments: [
      {
        title: {
          fi: 'Työaika ja palkanmaksu',
          en: 'Working hours and pay',
          sv: 'Arbetstid och löneutbetalning',
          uk: 'Робочий час і виплата заробітної плати',
          ru: 'Рабочее время и выплата заработной платы',
        },
        text: {
          fi: 'Palkka maksetaan kahden viikon välein palkanmaksukalenterin mukaisesti. Ilta- ja viikonloppulisät maksetaan työehtosopimuksen mukaan.\n\nYlityöstä sovitaan aina etukäteen.',
          en: 'Pay is paid every two weeks according to the salary payment schedule. Evening and weekend supplements are paid according to the collective agreement.\n\nOvertime is always agreed in advance.',
          sv: 'Lönen betalas varannan vecka enligt löneutbetalningskalendern. Kvälls- och helgtillägg betalas enligt kollektivavtalet.\n\nÖvertid avtalas alltid i förväg.',
          uk: 'Заробітна плата виплачується кожні два тижні згідно з графіком виплат. Вечірні та вихідні надбавки виплачуються згідно з колективним договором.\n\nПонаднормова робота завжди погоджується заздалегідь.',
          ru: 'Заработная плата выплачивается каждые две недели по графику выплат. Вечерние и выходные надбавки выплачиваются по коллективному договору.\n\nСверхурочная работа всегда согласовывается заранее.',
        },
      },
      {
        title: {
          fi: 'Tietosuojaseloste',
          en: 'Privacy notice',
          sv: 'Dataskyddsbeskrivning',
          uk: 'Повідомлення про конфіденційність',
          ru: 'Уведомление о конфиденциальности',
        },
        text: {
          fi: 'Toimisto käsittelee työntekijän henkilötietoja palkanmaksua, työvuorojen suunnittelua ja lakisääteisiä velvoitteita varten. Tietoja säilytetään työsuhteen ajan ja lain edellyttämän ajan sen jälkeen.',
          en: "The agency processes the employee's personal data for pay, shift planning and statutory obligations. The data is kept for the duration of the employment and for the period required by law after it.",
          sv: 'Byrån behandlar arbetstagarens personuppgifter för löneutbetalning, skiftplanering och lagstadgade skyldigheter. Uppgifterna sparas under anställningen och den tid lagen kräver därefter.',
          uk: 'Агентство обробляє персональні дані працівника для виплати заробітної плати, планування змін і виконання обовʼязків за законом. Дані зберігаються протягом трудових відносин і протягом строку, встановленого законом, після них.',
          ru: 'Агентство обрабатывает персональные данные работника для выплаты заработной платы, планирования смен и выполнения обязанностей по закону. Данные хранятся в течение трудовых отношений и в течение срока, установленного законом, после них.',
        },
      },
    ],
    terms: {
      employer: 'Vuoro Henkilöstöpalvelut Oy',
      startDate: calendarDay(now),
      endDate: null,
      hourlyWage: 14.2,
      weeklyHours: { min: 0, max: 37.5 },
    },
    updatedAt: new Date(now.getTime() - 300 * DAY),
    updatedBy: REIJA,
  });

const day = (now: Date, days: number) => calendarDay(addAgencyDays(now, days));

function contract(
  t: StaffContractTemplate,
  id: string,
  employeeId: string,
  sentAt: Date,
  terms: Partial<ContractTerms>,
): StaffEmploymentContract {
  return staffEmploymentContract.parse({
    id,
    employeeId,
    templateId: t.id,
    title: t.title,
    terms: { ...t.terms, ...terms },
    parts: partsFromTemplate(t),
    state: 'unsigned',
    sentAt,
    sentBy: REIJA,
    signed: null,
  });
}

export async function seedContracts(
  db: Firestore,
  now: Date,
): Promise<{ contractTemplates: number; employmentContracts: number }> {
  const t = template(now);
  const signedAt = new Date(now.getTime() - 190 * DAY);
  const signed = contract(t, EERO_SIGNED_CONTRACT_ID, EERO.id, new Date(signedAt.getTime() - 2 * DAY), {
    startDate: day(now, -180),
    hourlyWage: 13.8,
  });
  signed.state = 'signed';
  signed.signed = {
    by: { uid: 'demo-employee', name: EERO.name },
    at: signedAt,
    versions: Object.fromEntries(signed.parts.map((p) => [p.id, p.version])),
  };
  const waiting = [
    contract(t, EERO_UNSIGNED_CONTRACT_ID, EERO.id, new Date(now.getTime() - DAY), { startDate: day(now, 14) }),
    contract(t, OLENA_UNSIGNED_CONTRACT_ID, OLENA.id, new Date(now.getTime() - 2 * DAY), {
      startDate: day(now, 7),
      endDate: day(now, 97),
      weeklyHours: { min: 20, max: 30 },
    }),
  ];
  const batch = db.batch();
  const { id: _t, ...storedTemplate } = t;
  batch.set(db.collection(staffCollections.contractTemplates).doc(t.id), storedTemplate);
  for (const c of [signed, ...waiting]) {
    const { id: _c, ...stored } = c;
    batch.set(db.collection(staffCollections.employmentContracts).doc(c.id), stored);
  }
  const reads = db.collection(staffCollections.contractReads);
  signed.parts.forEach((p, i) =>
    batch.set(
      reads.doc(contractReadId(signed.id, p.id)),
      staffContractRead.parse({
        employeeId: EERO.id,
        contractId: signed.id,
        partId: p.id,
        version: p.version,
        readAt: new Date(signedAt.getTime() - (10 - i) * 60_000),
      }),
    ),
  );
  for (const c of waiting) for (const p of c.parts) batch.delete(reads.doc(contractReadId(c.id, p.id)));
  await batch.commit();
  return { contractTemplates: 1, employmentContracts: 1 + waiting.length };
}
