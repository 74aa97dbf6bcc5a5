/**
 * A select, a text area and a checkbox for the shop's forms (checkout, enquiries, quotes),
 * labelled and wired to their error text the same way as TextField (aria-invalid,
 * aria-describedby).
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { inputClasses } from '@/components/ui/text-field';

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return (
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  );
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  options: readonly string[];
  /** The first, empty choice. */
  placeholder: string;
  /** How an option reads, when not as its value. */
  optionLabel?: (option: string) => string;
  error?: string;
};

export function SelectField({
  id,
  label,
  options,
  placeholder,
  optionLabel = (option) => option,
  error,
  className = '',
  ...props
}: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${inputClasses} appearance-auto`}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

export function TextAreaField({
  id,
  label,
  hint,
  error,
  className = '',
  ...props
}: TextAreaFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses}
        {...props}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  children: ReactNode;
};

export function CheckboxField({ id, children, className = '', ...props }: CheckboxFieldProps) {
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-3 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
        {...props}
      />
      {/* The label takes the tap too: at least 44 px tall with the box. */}
      <label htmlFor={id} className="flex min-h-11 items-center text-sm font-medium text-slate-800">
        {children}
      </label>
    </div>
  );
}
