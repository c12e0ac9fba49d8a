// TextField: a labelled text input (text, e-mail, tel, password, textarea) with hint and error.
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { dom } from '../shell/styled';
import { Field, splitFieldProps, type FieldBaseProps } from './Field';
import { controlBox } from './styles';

const Input = styled('input', dom)`
  ${controlBox}
`;

const Area = styled('textarea', dom)`
  ${controlBox}
  min-height: 96px;
  resize: vertical;
`;

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLInputElement>;
    /** More help under the input, read with it (e.g. password rules that tick as the user types). */
    after?: ReactNode;
  };

export function TextField({ after, ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field} after={after}>
      {(control) => <Input part="input" type="text" {...input} {...control} />}
    </Field>
  );
}

export type TextAreaFieldProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField(props: TextAreaFieldProps) {
  const [field, area] = splitFieldProps(props);
  return (
    <Field {...field}>{(control) => <Area part="input" rows={4} {...area} {...control} />}</Field>
  );
}
