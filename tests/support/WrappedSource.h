// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/ByteSource.h"
#include "core/load/ProfileLoader.h"

#include <functional>
#include <memory>
#include <utility>

namespace tally::test {

// A file's bytes read as a test says (slowly, or running out of memory after a while): each read
// goes through `read`, given the file opened as ByteSource::open opens it; everything else is
// the file's.
class WrappedSource final : public ByteSource
{
public:
    using Read = std::function<qint64(ByteSource& file, char* buffer, qint64 capacity)>;

    WrappedSource(std::unique_ptr<ByteSource> file, Read read)
        : m_file(std::move(file)), m_read(std::move(read))
    {}

    qint64 read(char* buffer, qint64 capacity) override
    {
        return m_read(*m_file, buffer, capacity);
    }
    qint64 fileBytesConsumed() const override { return m_file->fileBytesConsumed(); }
    qint64 fileSize() const override { return m_file->fileSize(); }
    bool isCompressed() const override { return m_file->isCompressed(); }
    QString error() const override { return m_file->error(); }
    bool seek(qint64 offset) override { return m_file->seek(offset); }
    std::optional<FileIdentity> identity() const override { return m_file->identity(); }

private:
    std::unique_ptr<ByteSource> m_file;
    Read m_read;
};

// LoadOptions::openSource for a load whose every file is read through `read` (WrappedSource).
inline decltype(LoadOptions::openSource) openedReadingBy(WrappedSource::Read read)
{
    return [read = std::move(read)](const QString& path,
                                    QString* error) -> std::unique_ptr<ByteSource> {
        auto file = ByteSource::open(path, error);
        if (!file)
            return nullptr;
        return std::make_unique<WrappedSource>(std::move(file), read);
    };
}

} // namespace tally::test
