/**
 * For the forms where the phone is the point (sign-up, the profile, the help forms): the
 * numbering plans come with the form's own code, so its phone checks run from the first render
 * (./fields.ts). Import this before the form's code uses them.
 */
import * as plans from './phone.ts';
import { providePhoneRules } from './fields.ts';

providePhoneRules(plans);
