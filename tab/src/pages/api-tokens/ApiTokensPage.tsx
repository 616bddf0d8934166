/**
 * /my/settings/api-tokens (issue 23 §5, beyond the spec): the viewer's personal tokens for the
 * public REST API. Make one (name, scopes, lifetime) and see it once with Copy; the list says what
 * each is, when it was last used and when it expires (in the viewer's zone); revoke behind a
 * confirmation; how to call the API. A plan without the API (LIMIT_ZAPIER) locks making tokens;
 * the list and revoking stay.
 */
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PUBLIC_API_MESSAGES, type TCreateApiTokenAnswer } from '../../../../shared/public-api.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { PersonalSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { API_TOKENS_QUERY_KEY, useApiTokens } from './api-tokens-api.ts';
import { CreateTokenForm } from './CreateTokenForm.tsx';
import { NewTokenNotice } from './NewTokenNotice.tsx';
import { TokensTable } from './TokensTable.tsx';
import { UsageDoc } from './UsageDoc.tsx';

const useStyles = makeStyles({
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

const INTRO =
  'A personal API token lets a script or another system use Rollcall’s REST API as you: it reads what you may read and, with the Answer scope, answers your own check-ins.';

export default function ApiTokensPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useApiTokens();
  const queryClient = useQueryClient();
  const timeZone = useLoadedState().user?.time_zone ?? 'UTC';
  const [created, setCreated] = useState<TCreateApiTokenAnswer | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY });
  // The notice below says it (and takes focus); no toast on top of it.
  const onCreated = (answer: TCreateApiTokenAnswer) => {
    setCreated(answer);
    reload();
  };
  return (
    <PersonalSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => {
          const active = data.tokens.filter((token) => token.status === 'active').length;
          return (
            <>
              <SettingsSection title="Create a token" intro={INTRO}>
                <LockedFeature locked={data.locked} message={PUBLIC_API_MESSAGES.locked}>
                  {created ? (
                    <NewTokenNotice created={created} onDone={() => setCreated(null)} />
                  ) : active >= data.max_active ? (
                    <Body1 as="p" className={styles.muted}>
                      {PUBLIC_API_MESSAGES.tooMany}
                    </Body1>
                  ) : (
                    <CreateTokenForm onCreated={onCreated} />
                  )}
                </LockedFeature>
              </SettingsSection>
              <SettingsSection
                title="Your tokens"
                intro={`${active} of ${data.max_active} active. Times are in your time zone.`}
              >
                {data.tokens.length === 0 ? (
                  <Body1 as="p" className={styles.muted}>
                    No tokens yet. Create one above to use the API from a script or another tool.
                  </Body1>
                ) : (
                  <TokensTable tokens={data.tokens} timeZone={timeZone} onChanged={reload} />
                )}
              </SettingsSection>
              <SettingsSection title="Using the API">
                <UsageDoc baseUrl={data.base_url} openApiUrl={data.openapi_url} />
              </SettingsSection>
            </>
          );
        }}
      </QueryGate>
    </PersonalSettingsLayout>
  );
}
