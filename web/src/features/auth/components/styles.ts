/** The sign-in screens' shared looks (Tailwind classes). */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600';
export const labelClass = 'block text-sm font-semibold text-slate-800';
export const primaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70';
export const textButtonClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';
export const alertClass = 'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800';
export const statusClass = 'rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-900';
