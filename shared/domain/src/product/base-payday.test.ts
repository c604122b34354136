import {
  BASE_PAYDAY_HINT,
  firstBasePayday,
  isIsoDate,
  isWeekend,
  latestBasePayday,
  paydayYear,
  todayIso,
  validateBasePayday,
} from './base-payday';

// Spec 000 §5 Base payday; §9 "dates are UTC". Today is Monday 2026-11-23 in these tests.
const today = '2026-11-23';
const deliverable = {
  today,
  deliverable: true,
  holidays: ['2026-09-18', '2026-12-08', '2026-12-25'],
};
const service = { ...deliverable, deliverable: false };

describe('validateBasePayday', () => {
  it('required: "Ingresa una fecha"', () => {
    expect(validateBasePayday('', deliverable)).toBe('Ingresa una fecha');
    expect(validateBasePayday(null, deliverable)).toBe('Ingresa una fecha');
    expect(validateBasePayday('  ', deliverable)).toBe('Ingresa una fecha');
  });
  it('not a date: "La fecha no es válida"', () => {
    expect(validateBasePayday('2026-02-30', deliverable)).toBe('La fecha no es válida');
    expect(validateBasePayday('30/11/2026', deliverable)).toBe('La fecha no es válida');
    expect(validateBasePayday('mañana', service)).toBe('La fecha no es válida');
  });
  it('"today or later": today passes, yesterday is "La fecha debe ser hoy o posterior"', () => {
    expect(validateBasePayday(today, deliverable)).toBeNull();
    expect(validateBasePayday('2026-11-22', service)).toBe('La fecha debe ser hoy o posterior');
    expect(validateBasePayday('2025-12-31', deliverable)).toBe('La fecha debe ser hoy o posterior');
  });
  it('at most a year ahead (decided; the spec names no end): later is "La fecha no es válida"', () => {
    expect(latestBasePayday(today)).toBe('2027-11-23');
    expect(validateBasePayday('2027-11-23', service)).toBeNull();
    expect(validateBasePayday('2027-11-24', service)).toBe('La fecha no es válida');
    expect(validateBasePayday('9999-12-31', deliverable)).toBe('La fecha no es válida');
  });
  it('deliverable: a Saturday and a Sunday are "La fecha no puede ser un fin de semana"', () => {
    expect(validateBasePayday('2026-11-28', deliverable)).toBe(
      'La fecha no puede ser un fin de semana',
    );
    expect(validateBasePayday('2026-11-29', deliverable)).toBe(
      'La fecha no puede ser un fin de semana',
    );
  });
  it('deliverable: a public holiday is "La fecha no puede ser un feriado"', () => {
    const september = { ...deliverable, today: '2026-09-01' };
    expect(validateBasePayday('2026-09-18', september)).toBe('La fecha no puede ser un feriado'); // Friday
    expect(validateBasePayday('2026-12-25', deliverable)).toBe('La fecha no puede ser un feriado');
    expect(validateBasePayday('2026-09-21', september)).toBeNull(); // the Monday after
  });
  it('a holiday on a weekend reads as the weekend (checked first)', () => {
    expect(
      validateBasePayday('2026-09-19', {
        ...deliverable,
        today: '2026-09-01',
        holidays: ['2026-09-19'],
      }),
    ).toBe('La fecha no puede ser un fin de semana');
  });
  it('holidays and weekends only count for deliverable stores', () => {
    expect(validateBasePayday('2026-11-28', service)).toBeNull();
    expect(validateBasePayday('2026-12-25', service)).toBeNull();
  });
  it('a failed holiday lookup (empty list) only leaves the weekend rule', () => {
    expect(validateBasePayday('2026-12-25', { ...deliverable, holidays: [] })).toBeNull();
    expect(validateBasePayday('2026-12-25', { ...deliverable, holidays: null })).toBeNull();
  });
});

describe('date helpers (UTC)', () => {
  it('todayIso reads the UTC day, whatever the local zone', () => {
    expect(todayIso(new Date('2026-11-23T23:30:00-03:00'))).toBe('2026-11-24');
    expect(todayIso(new Date('2026-11-23T00:10:00Z'))).toBe('2026-11-23');
  });
  it('isWeekend, isIsoDate, paydayYear', () => {
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-27')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(paydayYear('2027-01-04')).toBe(2027);
    expect(paydayYear('')).toBeNull();
  });
});

describe('firstBasePayday (issue 39: the field starts on a day it accepts)', () => {
  const deliverable = { deliverable: true, holidays: ['2026-09-18', '2026-09-19'] };
  it('today, when today is accepted', () => {
    expect(firstBasePayday({ today: '2026-09-16', ...deliverable })).toBe('2026-09-16');
    expect(firstBasePayday({ today: '2026-09-19', deliverable: false })).toBe('2026-09-19');
  });
  it('a deliverable store skips weekends and holidays: Friday 18 (Fiestas Patrias) → Monday 21', () => {
    expect(firstBasePayday({ today: '2026-09-18', ...deliverable })).toBe('2026-09-21');
    expect(firstBasePayday({ today: '2026-11-28', deliverable: true })).toBe('2026-11-30');
  });
  it('every day it gives is one validateBasePayday accepts', () => {
    for (let day = 1; day <= 28; day += 1) {
      const today = `2026-12-${String(day).padStart(2, '0')}`;
      const context = { today, deliverable: true, holidays: ['2026-12-08', '2026-12-25'] };
      expect(validateBasePayday(firstBasePayday(context), context)).toBeNull();
    }
  });
  it('says the rule before she picks', () => {
    expect(BASE_PAYDAY_HINT).toBe(
      'Elige un día hábil desde hoy: no se aceptan fines de semana ni feriados.',
    );
  });
});
