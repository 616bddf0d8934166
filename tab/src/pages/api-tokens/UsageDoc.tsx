import { Body1, Link } from '@fluentui/react-components';
import { curlExample, PUBLIC_API } from '../../../../shared/public-api.ts';
import { CodeBlock } from '../../components/CodeBlock.tsx';

/** How to call the API with a token: the header, a curl line, and the OpenAPI document. */
export function UsageDoc({ baseUrl, openApiUrl }: { baseUrl: string; openApiUrl: string }) {
  const origin = baseUrl.slice(0, baseUrl.length - PUBLIC_API.basePath.length);
  return (
    <>
      <Body1 as="p">
        Send the token in the <code>Authorization</code> header of every call to <code>{baseUrl}</code>. A token acts as
        you: it reads only what you may read, and answers only your own check-ins.
      </Body1>
      <CodeBlock>{curlExample(origin)}</CodeBlock>
      <Body1 as="p">
        Every call, its parameters and its answers are in the{' '}
        <Link href={openApiUrl} target="_blank" rel="noopener">
          OpenAPI document
        </Link>{' '}
        (OpenAPI 3.1, for Postman, Insomnia or a client generator). Lists answer <code>{'{ data, next_cursor }'}</code>.
        Each token may make {PUBLIC_API.requestsPerMinute} calls a minute.
      </Body1>
    </>
  );
}
