import { HOUR_DECIMALS, LANGUAGE_LOCALES, type EmployeeContractView, type SupportedLanguage, numberFormat } from '@vuoro/domain';
import { formatCurrency, formatHours, formatRange } from '@/lib/format';
import type { PartRef } from './api/open-part';

/** One part of a contract as the screen lists it: the contract's own text first, then each attachment. */
export interface ContractPartItem extends PartRef {
  /** `main` or `a1`, `a2`, … */
  id: string;
  title: string;
  /** Opened by this employee at its current text. */
  read: boolean;
  /** When it was first opened at that text (null while not read). */
  readAt: string | null;
}

/** The parts of a contract in order: its own text (titled as the contract), then the attachments. */
export function partsOf(contract: EmployeeContractView): ContractPartItem[] {
  return [
    {
      id: 'main',
      contractId: contract.id,
      attachmentId: null,
      title: contract.title,
      read: contract.read,
      readAt: contract.readAt,
    },
    ...contract.attachments.map((a) => ({
      id: a.id,
      contractId: contract.id,
      attachmentId: a.attachmentId,
      title: a.name,
      read: a.read,
      readAt: a.readAt,
    })),
  ];
}

/** A calendar day as the Staff API answers it (`yyyy-MM-dd`) in the product's d.M.yyyy. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date}.${month}.${year}`;
}

/**
 * Weekly hours as the language writes them, with 2 decimals as every hour figure (spec section 1):
 * "37.50 hours", "30,00–37,50 tuntia" for a range.
 */
export function formatWeeklyHours({ min, max }: { min: number; max: number }, language: SupportedLanguage): string {
  // The unit follows the range's upper end, so its plural agrees with the number it is written after.
  const withUnit = numberFormat(LANGUAGE_LOCALES[language], {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    minimumFractionDigits: HOUR_DECIMALS,
    maximumFractionDigits: HOUR_DECIMALS,
  }).format(max);
  return min === max ? withUnit : formatRange(formatHours(min, language), withUnit);
}

/** The hourly wage in the configured currency (default EUR), in the language's notation ("14,50 €"). */
export const formatWage = (wage: number, language: SupportedLanguage) => formatCurrency(wage, language);
