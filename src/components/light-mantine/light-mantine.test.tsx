// The light elements are Mantine's markup letter for letter (classes, CSS variables, attributes),
// so that a cell drawn with them looks as it did with Mantine's components.
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, MantineProvider, Text } from '@mantine/core';
import {
  LightAnchor,
  LightButton,
  LightCheckbox,
  LightDotBadge,
  LightGroup,
  LightIconButton,
  LightText,
} from './light-mantine';

/** The markup of an element, without the provider's style tags (the console's theme sets no component defaults). */
const markup = (element: ReactNode) =>
  renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>).replace(
    /<style[^>]*>.*?<\/style>/gs,
    '',
  );

describe('light Mantine elements', () => {
  it('draw the markup of the Mantine components they stand for', () => {
    const pairs: Array<[ReactNode, ReactNode]> = [
      [
        <Group gap={4} wrap="nowrap" key="g">
          x
        </Group>,
        <LightGroup key="g">x</LightGroup>,
      ],
      [<Text size="sm">words</Text>, <LightText>words</LightText>],
      [
        <Text span ff="monospace" size="sm" title="t" aria-label="a">
          abc
        </Text>,
        <LightText span monospace title="t" aria-label="a">
          abc
        </LightText>,
      ],
      [
        <Anchor href="/endpoints" size="sm" aria-label="Computers">
          PC-1
        </Anchor>,
        <LightAnchor href="/endpoints" aria-label="Computers">
          PC-1
        </LightAnchor>,
      ],
      [
        <ActionIcon variant="subtle" size={24} color="gray" aria-label="Menu" aria-haspopup="menu">
          ⋯
        </ActionIcon>,
        <LightIconButton aria-label="Menu" aria-haspopup="menu">
          ⋯
        </LightIconButton>,
      ],
      [
        <ActionIcon variant="subtle" aria-label="Actions for PC-1" aria-haspopup="menu">
          ⋯
        </ActionIcon>,
        <LightIconButton tone="primary" aria-label="Actions for PC-1" aria-haspopup="menu">
          ⋯
        </LightIconButton>,
      ],
      [
        <Button size="compact-xs" mih={24} variant="subtle" aria-label="Edit PC-1">
          Edit
        </Button>,
        <LightButton aria-label="Edit PC-1">Edit</LightButton>,
      ],
      [
        <Button
          size="compact-xs"
          mih={24}
          variant="subtle"
          color="red"
          c="var(--app-color-danger-text)"
          disabled
        >
          Delete
        </Button>,
        <LightButton danger disabled>
          Delete
        </LightButton>,
      ],
      // Every colour the console's badges use.
      ...['blue', 'grape', 'gray', 'green', 'orange', 'red', 'violet', 'yellow'].map(
        (color): [ReactNode, ReactNode] => [
          <Badge color={color} variant="dot" size="sm">
            Blocked
          </Badge>,
          <LightDotBadge color={color}>Blocked</LightDotBadge>,
        ],
      ),
    ];
    for (const checked of [false, true])
      pairs.push([
        <Checkbox tabIndex={-1} aria-label="Select PC-1" checked={checked} onChange={() => {}} />,
        <LightCheckbox tabIndex={-1} aria-label="Select PC-1" checked={checked} onChange={() => {}} />,
      ]);
    // Mantine names the theme's primary colour (blue by default, indigo in the console), the
    // light checkbox the variable that holds it; Mantine's input has a generated id no label needs.
    const same = (html: string) =>
      html
        .replace('var(--mantine-color-blue-filled)', 'var(--mantine-primary-color-filled)')
        .replace(/var\(--mantine-color-blue-light-/g, 'var(--mantine-primary-color-light-')
        .replace(/ id="[^"]*"/, '');
    for (const [mantine, light] of pairs) expect(same(markup(light))).toBe(same(markup(mantine)));
  });
});
