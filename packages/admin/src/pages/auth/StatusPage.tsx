import { Button } from '@market/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthFrame } from './AuthFrame.tsx';
import { Form, Lead, StatusCode, Title } from './AuthFrame.styles.ts';

/** The 404 and 500 pages: the code, what happened, and a way back. */
export function StatusPage(props: { code: string; title: ReactNode; body: ReactNode; action: ReactNode }) {
  return (
    <AuthFrame>
      <Form as="section" aria-labelledby="status-title">
        <StatusCode aria-hidden="true">{props.code}</StatusCode>
        <Title id="status-title">{props.title}</Title>
        <Lead>{props.body}</Lead>
        <Button asChild variant="primary">
          <RouterLink to="/">{props.action}</RouterLink>
        </Button>
      </Form>
    </AuthFrame>
  );
}
