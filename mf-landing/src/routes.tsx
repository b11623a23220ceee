import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { bus } from 'shared-domain';

const Title = styled.h1`color: #1f2a44;`;

export default function LandingRoutes() {
  return (
    <Routes>
      <Route path="*" element={<Title onClick={() => bus.publish({ type: 'remote/loaded', name: 'mf_landing' })}>Landing</Title>} />
    </Routes>
  );
}
