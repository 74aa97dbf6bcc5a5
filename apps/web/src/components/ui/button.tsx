import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link';

const variants: Record<Variant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-300 px-4 py-2.5 rounded-lg font-semibold',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-700 px-4 py-2.5 rounded-lg font-semibold disabled:opacity-60',
  ghost: 'text-slate-700 hover:bg-slate-100 px-3 py-2 rounded-lg disabled:opacity-60',
  link: 'text-brand-700 underline-offset-2 hover:underline font-medium disabled:opacity-60',
};

/** A button is a 44 px touch target at least (a link-styled one sits in text and is exempt). */
export function buttonClasses(variant: Variant = 'primary', extra = ''): string {
  const touch = variant === 'link' ? '' : 'min-h-11';
  return `${touch} inline-flex items-center justify-center gap-2 text-sm transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant };

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
