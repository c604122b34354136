import { approvedChargeListLabel, chargeProgress, chargeStatusLabel, INSTALLMENT_GROUP_LABELS } from './charge-status';

describe('charge labels (002 §4)', () => {
  it('"pending \'Por confirmar\', approved \'Vigente\', rejected \'Rechazado\', completed \'Completado\', failed \'Fallido\', delinquent \'Moroso\'"', () => {
    expect(['pending', 'approved', 'rejected', 'completed', 'failed', 'delinquent'].map(chargeStatusLabel)).toEqual([
      'Por confirmar', 'Vigente', 'Rechazado', 'Completado', 'Fallido', 'Moroso',
    ]);
  });
  it('"\'Activo\' or \'Moroso\' for approved charges"', () => {
    expect(approvedChargeListLabel(false)).toBe('Activo');
    expect(approvedChargeListLabel(true)).toBe('Moroso');
  });
  it('installment groups', () => expect(INSTALLMENT_GROUP_LABELS).toEqual({ overdue: 'Morosa', pending: 'Pendiente', completed: 'Pagada' }));
  it('"Progress = paid total / total price; 100% if the total is 0"', () => {
    expect(chargeProgress(250, 1000)).toBe(25);
    expect(chargeProgress(0, 0)).toBe(100);
  });
});
