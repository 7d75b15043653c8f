/** The sign-in screens' shared looks (Tailwind classes). */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600';
export const labelClass = 'block text-sm font-semibold text-slate-800';
export const alertClass = 'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800';
export const statusClass = 'rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-900';
