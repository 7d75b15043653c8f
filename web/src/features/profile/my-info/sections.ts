import type { z } from 'zod';
import {
  personalAddressBody,
  personalBankBody,
  personalContactBody,
  personalNextOfKinBody,
  putEmployeeAddress,
  putEmployeeBank,
  putEmployeeNextOfKin,
  putEmployeePersonalInfo,
  type AnyEndpoint,
  type MyInfoView,
} from '@vuoro/domain';

/** One input of a part: its body field, label (`myInfo:` key) and how the browser helps fill it. */
export interface InfoField {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'checkbox';
  autoComplete?: string;
  required?: boolean;
}

export type InfoValues = Record<string, string | boolean>;

/**
 * One of the screen's four parts, saved on its own by its PUT: the fields, the body schema the
 * server parses with (checked here first, so a typo is named before any call), the values shown
 * from the current view, and the spec's failure text.
 */
export interface InfoSectionDef {
  id: 'address' | 'bank' | 'nextOfKin' | 'contact';
  endpoint: AnyEndpoint;
  schema: z.ZodType;
  fields: readonly InfoField[];
  values: (view: MyInfoView) => InfoValues;
  failure: 'myInfo:failedEmployee' | 'myInfo:failedContact';
}

export const MY_INFO_SECTIONS: readonly InfoSectionDef[] = [
  {
    id: 'address',
    endpoint: putEmployeeAddress,
    schema: personalAddressBody,
    fields: [
      { name: 'address', label: 'address.street', autoComplete: 'street-address', required: true },
      { name: 'zip', label: 'address.zip', autoComplete: 'postal-code', required: true },
      { name: 'city', label: 'address.city', autoComplete: 'address-level2', required: true },
    ],
    values: (v) => ({ address: v.address?.address ?? '', zip: v.address?.zip ?? '', city: v.address?.city ?? '' }),
    failure: 'myInfo:failedEmployee',
  },
  {
    id: 'bank',
    endpoint: putEmployeeBank,
    schema: personalBankBody,
    fields: [
      { name: 'iban', label: 'bank.iban', autoComplete: 'off', required: true },
      { name: 'bic', label: 'bank.bic', hint: 'bank.bicHint', autoComplete: 'off' },
    ],
    values: (v) => ({ iban: v.bank && !v.bank.masked ? v.bank.iban : '', bic: v.bank?.bic ?? '' }),
    failure: 'myInfo:failedEmployee',
  },
  {
    id: 'nextOfKin',
    endpoint: putEmployeeNextOfKin,
    schema: personalNextOfKinBody,
    fields: [
      { name: 'nextOfKin', label: 'nextOfKin.name', autoComplete: 'off' },
      { name: 'nextOfKinPhone', label: 'nextOfKin.phone', hint: 'contact.phoneHint', type: 'tel', autoComplete: 'off' },
    ],
    values: (v) => ({ nextOfKin: v.nextOfKin?.name ?? '', nextOfKinPhone: v.nextOfKin?.phone ?? '' }),
    failure: 'myInfo:failedEmployee',
  },
  {
    id: 'contact',
    endpoint: putEmployeePersonalInfo,
    schema: personalContactBody,
    fields: [
      { name: 'email', label: 'contact.email', type: 'email', autoComplete: 'email', required: true },
      { name: 'phone', label: 'contact.phone', hint: 'contact.phoneHint', type: 'tel', autoComplete: 'tel', required: true },
      { name: 'smsEnabled', label: 'contact.sms', type: 'checkbox' },
    ],
    values: (v) => ({ email: v.email ?? '', phone: v.phone ?? '', smsEnabled: v.smsEnabled }),
    failure: 'myInfo:failedContact',
  },
];
