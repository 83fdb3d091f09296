// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/io/PlainFileSource.h"

namespace tally {

PlainFileSource::PlainFileSource(std::unique_ptr<QFile> file)
    : m_file(std::move(file)), m_size(m_file->size()), m_identity(fileIdentity(*m_file))
{}

qint64 PlainFileSource::read(char* buffer, qint64 capacity)
{
    const qint64 count = m_file->read(buffer, capacity);
    if (count < 0) {
        m_error = m_file->errorString();
        return -1;
    }
    m_consumed += count;
    return count;
}

bool PlainFileSource::seek(qint64 offset)
{
    if (!m_file->seek(offset))
        return false;
    m_consumed = offset;
    return true;
}

} // namespace tally
