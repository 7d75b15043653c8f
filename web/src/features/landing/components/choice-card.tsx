import { Link } from 'wouter';

export interface ChoiceCardProps {
  href: string;
  title: string;
  body: string;
  action: string;
}

export function ChoiceCard({ href, title, body, action }: ChoiceCardProps) {
  return (
    <Link
      href={href}
      className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md"
    >
      <h2 className="text-lg font-bold text-brand-800">{title}</h2>
      <p className="mt-2 flex-1 text-slate-700">{body}</p>
      <span className="mt-4 font-semibold text-brand-700 group-hover:underline">{action} →</span>
    </Link>
  );
}
