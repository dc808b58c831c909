/**
 * The vacations module's surface for other modules: petitions check a vacation request and its
 * approval against the allowance, the monthly export counts days off. The routes' own services
 * live beside this file (read-vacations, manage-holidays, vacation-allowance).
 */
export { companyRegion, daysOffOf, holidaySet, publicHolidayOn, workingDaysOf } from './holiday-calendar';
export { type AllowancePerson, type BalanceParts, computeBalance, countsAgainstAllowance } from './vacation-balance';
export { VACATION_ERRORS, type VacationActor } from './vacation-errors';
export { checkNewVacation, checkVacationApproval, VACATION_RULES } from './vacation-request-checks';
