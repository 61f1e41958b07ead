import type { Migration } from 'kysely'
import { catalogueMigration } from './0001-catalogue.ts'
import { contentMigration } from './0002-content.ts'
import { pagesMigration } from './0003-pages.ts'
import { membersMigration } from './0004-members.ts'
import { memberGamesMigration } from './0005-member-games.ts'
import { registrationMigration } from './0006-registration.ts'
import { trackingMigration } from './0007-tracking.ts'
import { walletsMigration } from './0008-wallets.ts'
import { activitiesMigration } from './0009-activities.ts'
import { memberCentreMigration } from './0010-member-centre.ts'
import { agentCentreMigration } from './0011-agent-centre.ts'
import { recommendMigration } from './0012-recommend.ts'
import { paymentCallbacksMigration } from './0013-payment-callbacks.ts'
import { withdrawPasswordGuardsMigration } from './0014-withdraw-password-guards.ts'
import { providerTransfersMigration } from './0015-provider-transfers.ts'
import { settlementWatermarkMigration } from './0015b-settlement-watermark.ts'
import { gameSessionTokensMigration } from './0016-game-session-tokens.ts'
import { trackingRetentionMigration } from './0017-tracking-retention.ts'
import { sharedStateMigration } from './0018-shared-state.ts'
import { memberLeasesMigration } from './0019-member-leases.ts'
import { rateEventsMigration } from './0020-rate-events.ts'
import { devRecordsDemoSessionsMigration } from './0021-dev-records-demo-sessions.ts'
import { memberLoginsMigration } from './0022-member-logins.ts'
import { operatorsMigration } from './0023-operators.ts'
import { auditLogGuardsMigration } from './0024-audit-log-guards.ts'
import { dashboardMigration } from './0030-dashboard.ts'
import { memberAdminMigration } from './0025-member-admin.ts'
import { gamesAdminMigration } from './0029-games-admin.ts'
import { contentAdminMigration } from './0026-content-admin.ts'
import { campaignAdminMigration } from './0027-campaign-admin.ts'
import { campaignApprovalMigration } from './0031-campaign-approval.ts'
import { responsibleGamblingMigration } from './0032-responsible-gambling.ts'
import { gameSessionStopMigration } from './0033-game-session-stop.ts'

/** Every migration, keyed by name; Kysely runs them in name order, so names start with a sequence number. */
export const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogueMigration,
  '0002-content': contentMigration,
  '0003-pages': pagesMigration,
  '0004-members': membersMigration,
  '0005-member-games': memberGamesMigration,
  '0006-registration': registrationMigration,
  '0007-tracking': trackingMigration,
  '0008-wallets': walletsMigration,
  '0009-activities': activitiesMigration,
  '0010-member-centre': memberCentreMigration,
  '0011-agent-centre': agentCentreMigration,
  '0012-recommend': recommendMigration,
  '0013-payment-callbacks': paymentCallbacksMigration,
  '0014-withdraw-password-guards': withdrawPasswordGuardsMigration,
  '0015-provider-transfers': providerTransfersMigration,
  '0015b-settlement-watermark': settlementWatermarkMigration,
  '0016-game-session-tokens': gameSessionTokensMigration,
  '0017-tracking-retention': trackingRetentionMigration,
  '0018-shared-state': sharedStateMigration,
  '0019-member-leases': memberLeasesMigration,
  '0020-rate-events': rateEventsMigration,
  '0021-dev-records-demo-sessions': devRecordsDemoSessionsMigration,
  '0022-member-logins': memberLoginsMigration,
  '0023-operators': operatorsMigration,
  '0024-audit-log-guards': auditLogGuardsMigration,
  '0030-dashboard': dashboardMigration,
  '0025-member-admin': memberAdminMigration,
  '0029-games-admin': gamesAdminMigration,
  '0026-content-admin': contentAdminMigration,
  '0027-campaign-admin': campaignAdminMigration,
  '0031-campaign-approval': campaignApprovalMigration,
  '0032-responsible-gambling': responsibleGamblingMigration,
  '0033-game-session-stop': gameSessionStopMigration,
}
