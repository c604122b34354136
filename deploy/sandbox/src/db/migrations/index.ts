// Every migration, in order. Add new ones at the end with the next number; never edit a shipped one.
import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial';
import * as auth from './0002-auth';
import * as catalogueIndexes from './0003-catalogue-indexes';
import * as catalogueCategoryIndex from './0004-catalogue-category-index';
import * as accountProof from './0005-account-proof';
import * as usedIdTokens from './0006-used-id-tokens';
import * as checkout from './0007-checkout';
import * as analyticsAndCardVerifications from './0008-analytics-and-card-verifications';
import * as calendarLinks from './0009-calendar-links';
import * as priceConsents from './0010-price-consents';
import * as payments from './0011-payments';
import * as apiCheckouts from './0012-api-checkouts';
import * as chargesAndServices from './0013-charges-and-services';
import * as loginLinkUse from './0014-login-link-use';
import * as invoicePayer from './0015-invoice-payer';
import * as cataloguePriceInPesos from './0016-catalogue-price-in-pesos';
import * as brakes from './0017-brakes';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-auth': auth,
  '0003-catalogue-indexes': catalogueIndexes,
  '0004-catalogue-category-index': catalogueCategoryIndex,
  '0005-account-proof': accountProof,
  '0006-used-id-tokens': usedIdTokens,
  '0007-checkout': checkout,
  '0008-analytics-and-card-verifications': analyticsAndCardVerifications,
  '0009-calendar-links': calendarLinks,
  '0010-price-consents': priceConsents,
  '0011-payments': payments,
  '0012-api-checkouts': apiCheckouts,
  '0013-charges-and-services': chargesAndServices,
  '0014-login-link-use': loginLinkUse,
  '0015-invoice-payer': invoicePayer,
  '0016-catalogue-price-in-pesos': cataloguePriceInPesos,
  '0017-brakes': brakes,
};
