// Types for budgets.mjs (used by the Playwright budget test).
export interface BudgetFailure {
  route: string;
  kind: 'over' | 'no-budget' | 'not-rendered' | 'not-measured';
  message: string;
}
export interface BudgetCheck {
  ok: boolean;
  failures: BudgetFailure[];
  rows: Array<{ route: string; kb: number; budgetKb: number | null }>;
  message: string;
}
interface MeasuredForBudget {
  id: string;
  rendered: boolean;
  error?: string | null;
  total: { gzip: number };
}
export declare const BUDGETS_PATH: string;
export declare function routeKb(route: MeasuredForBudget): number;
export declare function roundUpKb(kb: number, step?: number): number;
export declare function budgetsFromReport(
  report: { routes: MeasuredForBudget[] },
  options?: { step?: number; headroomKb?: number },
): Record<string, number>;
export declare function checkBudgets(
  report: { routes: MeasuredForBudget[] },
  budgets: Record<string, number>,
  options?: { complete?: boolean },
): BudgetCheck;
export declare function formatBudgets(result: BudgetCheck): string;
