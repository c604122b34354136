import {
  CHARGE_LIST_SECTIONS,
  chargeDetailLabel,
  chargeListLabel,
  chargeListToasts,
  chargePath,
  NO_CHARGES_TEXT,
  withoutChargeListToasts,
} from './charge-list';

const now = new Date('2026-11-26T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const onTime = [
  { status: 'completed', payday: daysFromNow(-30) },
  { status: 'pending', payday: daysFromNow(5) },
];
const late = [...onTime, { status: 'pending', payday: daysFromNow(-2) }];

describe('"Mis Cobros" sections (002 §2 userpanel/charges)', () => {
  it("pending, active (approved), completed, rejected with the spec's titles and empty messages", () => {
    expect(CHARGE_LIST_SECTIONS.map((s) => s.status)).toEqual([
      'pending',
      'approved',
      'completed',
      'rejected',
    ]);
    expect(CHARGE_LIST_SECTIONS.slice(0, 2).map((s) => s.title)).toEqual([
      'Cobros pendientes',
      'Cobros activos',
    ]);
    expect(CHARGE_LIST_SECTIONS.map((s) => s.empty)).toEqual([
      'No tienes cobros por aprobar.',
      'No tienes cobros en curso.',
      'No tienes cobros terminados.',
      'No has notificado error en ningún cobro.',
    ]);
    expect(NO_CHARGES_TEXT).toBe('Aún no tienes cobros programados');
  });
});

describe('list card and page labels (002 §4 Charge statuses)', () => {
  it("\"The list card shows 'Activo' or 'Moroso' for approved charges, depending on late installments\"", () => {
    expect(chargeListLabel({ status: 'approved', subscriptions: onTime }, now)).toBe('Activo');
    expect(chargeListLabel({ status: 'approved', subscriptions: late }, now)).toBe('Moroso');
    // The provider's delinquent flag (its clock) counts too.
    expect(
      chargeListLabel({ status: 'approved', delinquent: true, subscriptions: onTime }, now),
    ).toBe('Moroso');
  });
  it("the others by \"pending 'Por confirmar', rejected 'Rechazado', completed 'Completado'\"", () => {
    expect(
      ['pending', 'rejected', 'completed'].map((status) =>
        chargeListLabel({ status, subscriptions: late }, now),
      ),
    ).toEqual(['Por confirmar', 'Rechazado', 'Completado']);
  });
  it('the page says "approved \'Vigente\'", or "delinquent \'Moroso\'" when late', () => {
    expect(chargeDetailLabel({ status: 'approved', subscriptions: onTime }, now)).toBe('Vigente');
    expect(chargeDetailLabel({ status: 'approved', subscriptions: late }, now)).toBe('Moroso');
    expect(chargeDetailLabel({ status: 'completed', subscriptions: onTime }, now)).toBe(
      'Completado',
    );
  });
});

describe('where a list card leads', () => {
  it('"Redirects to the approve screen if the charge is pending": a pending charge links to approve', () => {
    expect(chargePath({ _id: 'ch-1', status: 'pending' })).toBe('userpanel/charges/ch-1/approve');
    expect(chargePath({ _id: 'ch-1', status: 'approved' })).toBe('userpanel/charges/ch-1');
    expect(chargePath({ _id: 'ch/2', status: 'rejected' })).toBe('userpanel/charges/ch%2F2');
  });
});

describe('query toasts (002 §2 "Query toasts: updated=true, rejected=true, charged=false, hired=true"; §8; §9 5000/10000 ms)', () => {
  const toasts = (query: string) => chargeListToasts(new URLSearchParams(query));
  it('each flag with its text and duration', () => {
    expect(toasts('updated=true')).toEqual([
      {
        param: 'updated',
        status: 'success',
        title: 'El cobro ha sido actualizado exitosamente.',
        durationMs: 5000,
      },
    ]);
    expect(toasts('rejected=true')).toEqual([
      {
        param: 'rejected',
        status: 'success',
        title: 'Se ha notificado un error correctamente',
        durationMs: 5000,
      },
    ]);
    expect(toasts('hired=true&charged=true')).toEqual([
      {
        param: 'hired',
        status: 'success',
        title: 'El servicio fue contratado exitosamente.',
        durationMs: 5000,
      },
    ]);
    expect(toasts('hired=true&charged=false')).toEqual([
      {
        param: 'charged',
        status: 'warning',
        title:
          'El servicio fue contratado, pero el primer cobro falló. Se reintentará automáticamente durante las próximas seis horas.',
        durationMs: 10000,
      },
    ]);
  });
  it('nothing for other values or no flag', () => {
    expect(toasts('')).toEqual([]);
    expect(toasts('updated=false&hired=1&charged=true&rejected=no')).toEqual([]);
  });
  it('the flags are dropped from the query, the rest kept', () => {
    expect(
      withoutChargeListToasts(
        new URLSearchParams('updated=true&hired=true&charged=false&rejected=true&x=1'),
      ).toString(),
    ).toBe('x=1');
  });
});
