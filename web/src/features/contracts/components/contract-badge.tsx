export interface ContractBadgeProps {
  tone: 'toSign' | 'active';
  children: string;
}

const tones = {
  toSign: 'bg-accent-400 text-slate-900',
  active: 'bg-green-100 text-green-900 ring-1 ring-green-700',
} as const;

/** A short state beside a contract's title: "To sign" (an action waits) or "In force". */
export function ContractBadge({ tone, children }: ContractBadgeProps) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-bold ${tones[tone]}`}>{children}</span>;
}
