/**
 * The employee terms island (docs/requirements/account-and-loyalty.md#employees): opened after sign-in for an employee who has not
 * accepted the employee discount terms (src/lib/auth/account.ts).
 */
import { openDialog } from '../../src/stores/dialogs.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { mountOnce } from '../shared/mount.ts';
import { EmployeeTerms } from './EmployeeTerms.tsx';

export function open(): void {
  mountOnce('employee-terms', EmployeeTerms);
  openDialog(DIALOGS.employeeTerms);
}
