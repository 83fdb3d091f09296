// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace tally {

class ByteSource;

struct LoadOptions
{
    // Threads that may parse one file at once: 1 reads every file in one pass; more lets a big
    // plain file be cut in two halves (two threads are all the loader uses so far).
    int threads = 2;
    // Plain callgrind files at least this big are parsed in two halves on two threads; -1 never.
    qint64 splitThreshold = 64 * 1024 * 1024;
    // For tests: cut every plain file exactly at this byte offset, whatever is there, instead
    // of at a part's start near the middle (-1). Any cut must give what one pass gives.
    qint64 splitAt = -1;
    // Bytes read at a time. Fuzzing uses a few KB, so that small inputs cross chunk boundaries
    // (lines that span two reads) and do not page in megabytes per load.
    qint64 readChunkBytes = 4 * 1024 * 1024;
    // For tests: opens each file instead of ByteSource::open (a source whose reads fail after
    // some bytes). The second half of a file cut in two opens the path itself.
    std::function<std::unique_ptr<ByteSource>(const QString& path, QString* error)> openSource;
};

// Reads one or more profile files into one Profile (each file contributes its parts). Runs on
// whatever thread calls it; reports progress and polls for cancellation every few thousand lines.
namespace profileloader {

struct Result
{
    std::shared_ptr<const Profile> profile; // null on error or cancel
    QString error;                          // set when loading failed
    bool canceled = false;
    int filesReadInTwoHalves = 0; // how many files were parsed as two halves that were joined
};

// Fraction done in [0, 1], never decreasing; 1 is reported once, when loading completes.
using ProgressCallback = std::function<void(double)>;
using CancelCheck = std::function<bool()>;

using Options = LoadOptions;

Result load(const QStringList& paths, const ProgressCallback& progress = {},
            const CancelCheck& isCanceled = {}, const Options& options = Options());

} // namespace profileloader

} // namespace tally
