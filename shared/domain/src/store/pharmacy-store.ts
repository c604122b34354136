// Spec 000 §1 and 001 §1: "A store whose name matches that kind of store [pharmacy-type] hides the
// Modificar button on subscription items and shows an information card." The seeded pharmacy is
// "farmacia-demo"; the match ignores case.
export function isPharmacyStore(name: string): boolean {
  return name.toLowerCase().includes('farmacia');
}
