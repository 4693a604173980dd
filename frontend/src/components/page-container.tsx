import { Container, type ContainerProps } from '@mantine/core';

/** The site's content width. */
export function PageContainer(props: ContainerProps) {
  return <Container size={1200} px={{ base: 'md', sm: 'xl' }} {...props} />;
}
