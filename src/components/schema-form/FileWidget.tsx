// The schema forms' file input ("ui:widget": "file"): the chosen file as a data URL with its name
// (rjsf's format, `data:<type>;name=<name>;base64,...`), in Mantine's FileInput. It replaces
// @rjsf/mantine's (6.8), which hands rjsf's reader the single File where a list is expected, so a
// chosen file never reached the form. Reading stays in the browser; nothing is sent until Save.
import { useState } from 'react';
import { FileInput } from '@mantine/core';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** The file as rjsf's data URL: its name after the media type. */
export function readAsNamedDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.onload = () =>
      resolve(String(reader.result).replace(';base64', `;name=${encodeURIComponent(file.name)};base64`));
    reader.readAsDataURL(file);
  });
}

export function FileWidget(props: WidgetProps) {
  const {
    id,
    required,
    disabled,
    readonly,
    autofocus,
    label,
    hideLabel,
    rawErrors,
    options,
    onChange,
    onBlur,
  } = props;
  const [file, setFile] = useState<File | null>(null);
  const accept = typeof options.accept === 'string' ? options.accept : undefined;
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) {
      onChange(undefined);
      return;
    }
    void readAsNamedDataUrl(chosen).then(
      (dataUrl) => onChange(dataUrl),
      () => onChange(undefined),
    );
  };
  return (
    <FileInput
      id={id}
      name={id}
      value={file}
      accept={accept}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      label={labelValue(label || undefined, hideLabel, false)}
      onChange={choose}
      onBlur={() => onBlur(id, props.value)}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
