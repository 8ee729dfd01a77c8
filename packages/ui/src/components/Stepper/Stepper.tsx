import { Check } from 'lucide-react';
import type { ReactElement } from 'react';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './Stepper.css.ts';

/** One step of a `Stepper`. */
export interface StepperStep {
  readonly id: string;
  readonly label: string;
}

/** Props of `Stepper`. */
export interface StepperProps {
  readonly steps: readonly StepperStep[];
  /** Index of the current step (from 0). */
  readonly current: number;
  /** Name of the step list, e.g. "Onboarding steps". */
  readonly label: string;
  /** Name of the progress bar, e.g. "Onboarding progress". */
  readonly progressLabel: string;
  /** Hidden text after finished steps, e.g. "(done)". */
  readonly completedLabel: string;
}

/**
 * Steps of a flow (onboarding, application) with a progress bar. Progress is position divided
 * by step count as a percentage and step numbers are two digits, as spec §2 says.
 */
export function Stepper({ steps, current, label, progressLabel, completedLabel }: StepperProps): ReactElement {
  const percent = steps.length === 0 ? 0 : Math.round(((current + 1) / steps.length) * 100);
  return (
    <div>
      <ol aria-label={label} className={styles.list}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step} aria-current={index === current ? 'step' : undefined}>
            <span className={styles.number} aria-hidden="true">
              {index < current ? <Check size={16} className={styles.done} /> : String(index + 1).padStart(2, '0')}
            </span>
            {step.label}
            {index < current ? <span className={visuallyHidden}> {completedLabel}</span> : null}
          </li>
        ))}
      </ol>
      <div
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
