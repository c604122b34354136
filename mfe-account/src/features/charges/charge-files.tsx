// The files the merchant attached to a charge (spec 002 §3 "files (each {name, fileUrl})"), as
// links that open in a new tab.
import type { ChargeFile } from '@storefront/sdk/charges';
import { Heading, Link, Stack } from '@storefront/ui';
import { CHARGE_TEXTS as TEXTS } from './charge-texts';

export function ChargeFiles({ files }: { files: ChargeFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="charge-files" gap="3">
      <Heading as="h2" id="charge-files" size="lg">
        {TEXTS.files}
      </Heading>
      <Stack as="ul" aria-labelledby="charge-files" gap="2" m="0" ps="5">
        {files.map((file) => (
          <li key={`${file.name}-${file.fileUrl}`}>
            <Link
              href={file.fileUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={TEXTS.fileLabel(file.name)}
              color="brand.fg"
              textDecoration="underline"
            >
              {file.name}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
