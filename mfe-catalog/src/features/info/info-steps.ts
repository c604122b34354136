// views.info.steps as the page shows them: [{ title, description }], anything malformed dropped
// (the store document is loose beyond `active`, `title`, `description`).
export interface InfoStep {
  title: string;
  description: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function infoSteps(steps: unknown): InfoStep[] {
  if (!Array.isArray(steps)) return [];
  return steps
    .filter((step): step is Record<string, unknown> => typeof step === 'object' && step !== null)
    .map((step) => ({ title: text(step.title), description: text(step.description) }))
    .filter((step) => step.title !== '' || step.description !== '');
}
