// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/external/SourcePathResolver.h"
#include "ui/viewmodel/annotation/SourceResolverChain.h"

#include <QStringList>
#include <QTextLayout>

#include <memory>
#include <vector>

namespace tally {

// The text of one source file as the source view shows it: found through the resolver, read
// (never run), split into lines and, for C/C++, coloured by CppHighlighter. Made on a worker
// thread and then shared read-only with the GUI thread.
struct SourceFileText
{
    QString recorded; // the path the profile gives
    SourcePathResolver::Result location;
    QString error; // found but unreadable or too large
    QStringList lines;
    std::vector<QList<QTextLayout::FormatRange>> formats; // per line; empty without colouring

    bool hasText() const { return location.found() && error.isEmpty(); }

    // Whether `recorded` names a file at all: callgrind writes "???" without debug information,
    // Xdebug "php:internal" for built-in functions.
    static bool isRecorded(const QString& recorded);

    static constexpr qint64 kMaxBytes = 64 * 1024 * 1024;
    static std::shared_ptr<const SourceFileText>
    load(const QString& recorded, const SourceResolverChain& resolver, bool darkBackground);
};

} // namespace tally
