// What the topology's tree and table both show of a node: its policy version, its computers on it
// and behind, the blocks in force there (each a link to the block's page) and, with a block
// chosen, whether that block is in force there. One set of words for both views.
import type { MouseEvent } from 'react';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/paged-table/router-link';
import { blockHref } from '../api/policy-links';
import { VIA_WORDS } from '../api/policy-words';
import type { TopologyNode } from '../api/topology';

export function VersionText({ node }: { node: TopologyNode }) {
  const { t } = useTranslation();
  return node.version
    ? t('policy.topology.version', { version: node.version })
    : t('policy.topology.noVersion');
}

export function ComputersText({ node }: { node: TopologyNode }) {
  const { t, i18n } = useTranslation();
  const figure = (value: number) => value.toLocaleString(i18n.language);
  const { total, onVersion, behind } = node.computers;
  return t('policy.topology.computers', {
    count: total,
    total: figure(total),
    onVersion: figure(onVersion),
    behind: figure(behind),
  });
}

/**
 * A link inside the tree: not a tab stop of its own (the tree is one; the table view offers the
 * same links in the tab order), followed by a click through the router.
 */
export function TreeLink({ href, children }: { href: string; children: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Anchor href={href} onClick={onClick} size="sm" tabIndex={-1}>
      {children}
    </Anchor>
  );
}

/** The blocks in force at the node, by name, with how each arrives. */
export function BlockLinks({ node, inTree }: { node: TopologyNode; inTree: boolean }) {
  const { t } = useTranslation();
  if (node.blocks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('policy.topology.noBlocks')}
      </Text>
    );
  return (
    <Group gap="xs" component="span" wrap="wrap">
      {node.blocks.map((block) => {
        const href = blockHref(block.blockId);
        return (
          <Text component="span" size="sm" key={block.blockId} data-block={block.blockId}>
            {inTree ? (
              <TreeLink href={href}>{block.name}</TreeLink>
            ) : (
              <RouterLink href={href}>{block.name}</RouterLink>
            )}{' '}
            <Text component="span" size="sm" c="dimmed">
              (
              {block.here
                ? t('policy.topology.viaHere', { via: t(VIA_WORDS[block.via]) })
                : t(VIA_WORDS[block.via])}
              )
            </Text>
          </Text>
        );
      })}
    </Group>
  );
}

/** With a block chosen: whether it is in force at the node (null without a choice). */
export function ReceivesBadge({ node }: { node: TopologyNode }) {
  const { t } = useTranslation();
  if (node.receivesBlock === null) return null;
  return node.receivesBlock ? (
    <Badge color="green" variant="dot" size="sm" data-receives="true">
      {t('policy.topology.receives')}
    </Badge>
  ) : (
    <Badge color="gray" variant="dot" size="sm" data-receives="false">
      {t('policy.topology.receivesNot')}
    </Badge>
  );
}
