/**
 * A stepper drawn into an element by a script rather than by Astro (the game viewer's "Open a record",
 * src/scripts/open-record.ts), and taken out again. Named imports only: a script that imported all of
 * Preact would keep every export in the chunk every island page loads.
 */
import { render } from 'preact';
import type { StepperProps } from './Stepper.js';
import Stepper from './Stepper.js';

export const mountStepper = (into: HTMLElement, props: StepperProps) => render(<Stepper {...props} />, into);
export const unmountStepper = (from: HTMLElement) => render(null, from);
