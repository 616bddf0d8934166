/** The answers of the team pages' API calls: the shared contracts, checked with zod on arrival. */
export { ZStatusOk as ZStatusOkAnswer } from '../../../../shared/accounts-api.ts';
export {
  type TAddMembersAnswer as TInviteAnswer,
  type TTeamMember,
  type TTeamSettingsGeneral,
  ZAddMembersAnswer as ZInviteAnswer,
  ZTeamSettingsGeneral,
} from '../../../../shared/teams.ts';
