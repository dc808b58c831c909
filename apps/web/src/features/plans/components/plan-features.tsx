import { Check } from 'lucide-react';

export function PlanFeatures({ features, className }: { features: readonly string[]; className: string }) {
  if (features.length === 0) return null;
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-1.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
