// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/FileIdentity.h"

#include <QString>

#include <memory>
#include <optional>

namespace tally {

// A stream of a profile file's bytes, decompressed if needed. Reads in large chunks.
class ByteSource
{
public:
    virtual ~ByteSource() = default;

    // Reads up to `capacity` bytes; returns the count, 0 at the end, -1 on error (see error()).
    virtual qint64 read(char* buffer, qint64 capacity) = 0;
    // Bytes of the file on disk consumed so far (compressed bytes for gzip) and its size, for
    // progress.
    virtual qint64 fileBytesConsumed() const = 0;
    virtual qint64 fileSize() const = 0;
    virtual bool isCompressed() const = 0;
    virtual QString error() const = 0;
    // Moves to `offset` of the uncompressed stream; only plain files can.
    virtual bool seek(qint64 offset) = 0;
    // The file this reads, as it was when opened (fstat of the open file), or none when that
    // cannot be told: what a later open of the same path must match to be the same file.
    virtual std::optional<FileIdentity> identity() const { return std::nullopt; }

    // Opens `path`, detecting gzip by its magic bytes (not by its name). Returns null and sets
    // `error` when the file cannot be read.
    static std::unique_ptr<ByteSource> open(const QString& path, QString* error);
};

} // namespace tally
