import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-500',
  accent: 'bg-accent-500 text-stone-950 hover:bg-accent-400 disabled:bg-stone-300 disabled:text-stone-500',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-700 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-stone-300',
} as const;

const sizes = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${extra}`;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: keyof typeof sizes }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
