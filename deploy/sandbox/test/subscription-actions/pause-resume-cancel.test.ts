// The shopper's subscription actions over real HTTP and PGlite (spec 001 §4 "Actions by status",
// "Shopper transitions"; §7 pausingOptions, resumingOption, pause, resume, cancel; §8 texts): each
// transition and each refusal (writing nothing). Scenes are set on Ana's seeded subscriptions
// (sub-td-0001 active, 0002 paused, 0005 canceled) and on rows changed directly in the database.
import { actionsSuite, NO_PAUSE } from './actions-scene';

const { sandbox, signedIn, stored, setRow, setPolicy, post, expectRefused } = actionsSuite();

describe('pause and resume (001 §4 "Shopper transitions")', () => {
  it('pausingOptions → pause with the chosen payday → resumingOption → resume', async () => {
    const options = await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', signedIn.ana);
    expect(options.status).toBe(200);
    expect(options.body.data).toHaveLength(3);
    for (const option of options.body.data)
      expect(option).toEqual({
        text: expect.stringMatching(/^Saltar \d cobros?: próximo pago el \d\d\/\d\d\/\d{4}$/),
        payday: expect.any(String),
      });
    const chosen = options.body.data[1];

    const paused = await post('/subscriptions/sub-td-0001/pause', { payday: chosen.payday });
    expect(paused.status).toBe(200);
    const payday = new Date(chosen.payday);
    // "pausedUntil to two days before the new payday at 23:59"
    const until = new Date(
      Date.UTC(payday.getUTCFullYear(), payday.getUTCMonth(), payday.getUTCDate() - 2, 23, 59),
    );
    expect(paused.body.data).toMatchObject({
      _id: 'sub-td-0001',
      status: 'paused',
      payday: chosen.payday,
      pausedUntil: until.toISOString(),
    });
    expect((await sandbox.v1.get('/subscriptions/sub-td-0001', signedIn.ana)).body.data).toEqual(
      paused.body.data,
    );
    // Paused: no pausing options (the dialog then says the spec's text), and no second pause.
    expect(
      (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', signedIn.ana)).body.data,
    ).toEqual([]);
    await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday: chosen.payday }),
      409,
      NO_PAUSE,
    );

    const offer = await sandbox.v1.get('/subscriptions/sub-td-0001/resumingOption', signedIn.ana);
    expect(offer.status).toBe(200);
    expect(new Date(offer.body.data.payday).getTime()).toBeGreaterThan(Date.now());
    const resumed = await post('/subscriptions/sub-td-0001/resume');
    expect(resumed.status).toBe(200);
    // "sets status active (or the policy default status), clears pausedUntil, sets payday to the new payday offered"
    expect(resumed.body.data).toMatchObject({
      status: 'active',
      pausedUntil: null,
      payday: offer.body.data.payday,
    });
  });

  it('refuses a payday that is not one of the options (400), writing nothing', async () => {
    const reply = await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday: '2031-01-01T00:00:00.000Z' }),
      400,
      'Payday is not one of the pausing options',
    );
    expect(reply.body.errors).toHaveProperty('payday');
    await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday: 'pronto' }),
      400,
      'Payday is not one of the pausing options',
    );
  });

  it('refuses when the policy forbids it (allowShopperTo.pause false): 403 and no options', async () => {
    const options = (
      await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', signedIn.ana)
    ).body.data;
    await setPolicy({ pause: false });
    try {
      expect(
        (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', signedIn.ana)).body.data,
      ).toEqual([]);
      const reply = await expectRefused(
        'sub-td-0001',
        () => post('/subscriptions/sub-td-0001/pause', { payday: options[0].payday }),
        403,
        NO_PAUSE,
      );
      expect(reply.body.errors).toHaveProperty('policy');
    } finally {
      await setPolicy({ pause: true });
    }
  });

  it('refuses billingFrequency 180 or more, and pending in trial (409 with the reason)', async () => {
    const payday = (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', signedIn.ana))
      .body.data[0].payday;
    await setRow('sub-td-0001', { billing_frequency: 180 });
    const yearly = await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday }),
      409,
      NO_PAUSE,
    );
    expect(yearly.body.errors).toHaveProperty('billingFrequency');
    expect(
      (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', signedIn.ana)).body.data,
    ).toEqual([]);
    await setRow('sub-td-0001', { billing_frequency: 30 });

    const row = await stored('sub-td-0001');
    await setRow('sub-td-0001', {
      status: 'pending',
      doc: JSON.stringify({ ...row.doc, trialDays: 7 }),
    });
    const trial = await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday }),
      409,
      NO_PAUSE,
    );
    expect(trial.body.errors).toHaveProperty('trialDays');
    await setRow('sub-td-0001', { status: 'active', doc: JSON.stringify(row.doc) });
  });

  it('resume sets the policy’s default status ("or the policy default status")', async () => {
    await sandbox.api.patch('/sandbox/policies/tienda-demo', {
      subscriptionPolicy: { defaultStatus: 'awaiting response' },
    });
    try {
      const [option] = (
        await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', signedIn.ana)
      ).body.data;
      expect(
        (await post('/subscriptions/sub-td-0001/pause', { payday: option.payday })).status,
      ).toBe(200);
      const resumed = await post('/subscriptions/sub-td-0001/resume');
      expect(resumed.body.data).toMatchObject({ status: 'awaiting response', pausedUntil: null });
    } finally {
      await sandbox.api.patch('/sandbox/policies/tienda-demo', {
        subscriptionPolicy: { defaultStatus: 'active' },
      });
      await setRow('sub-td-0001', { status: 'active' });
    }
  });

  it('resume and resumingOption refuse what is not paused (409)', async () => {
    await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/resume'),
      409,
      'Only a paused subscription can be resumed',
    );
    const offer = await sandbox.v1.get('/subscriptions/sub-td-0001/resumingOption', signedIn.ana);
    expect([offer.status, offer.body.message]).toEqual([
      409,
      'Only a paused subscription can be resumed',
    ]);
  });
});

describe('cancel (001 §4 "Cancel: sets status canceled"; "allowed unless the policy forbids it")', () => {
  it('refuses when the policy forbids it (403), then cancels; an ended one stays ended (409)', async () => {
    await setPolicy({ cancel: false });
    try {
      await expectRefused(
        'sub-td-0002',
        () => post('/subscriptions/sub-td-0002/cancel'),
        403,
        'Cancel not allowed by the store policy',
      );
    } finally {
      await setPolicy({ cancel: true });
    }
    const canceled = await post('/subscriptions/sub-td-0002/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({
      _id: 'sub-td-0002',
      status: 'canceled',
      canceledAt: expect.any(String),
    });
    await expectRefused(
      'sub-td-0002',
      () => post('/subscriptions/sub-td-0002/cancel'),
      409,
      'Subscription already ended',
    );
    await expectRefused(
      'sub-td-0005',
      () => post('/subscriptions/sub-td-0005/cancel'),
      409,
      'Subscription already ended',
    );
  });
});
