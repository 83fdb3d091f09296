// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"
#include "core/analysis/SourceAnnotation.h"
#include "core/analysis/SourceComparison.h"
#include "core/external/SourcePathResolver.h"
#include "ui/viewmodel/annotation/SourceFileText.h"
#include "ui/viewmodel/common/LatestJob.h"

#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace tally {

// The Source view's work, off the GUI thread: the active function's annotation, its files found
// (from every loaded file's folder and command, the function's first), read and coloured, and in
// a comparison its lines paired with the baseline's (whose files are found from the baseline's
// own folders where only it has one). Files read stay in a cache, even from requests a newer one
// replaced, so that moving between functions of one file is instant.
class SourceListingJob
{
public:
    // What one request makes: the annotation and, per file of it, its text.
    struct Listing
    {
        std::shared_ptr<const Profile> profile;
        SourceAnnotation annotation;
        std::vector<std::shared_ptr<const SourceFileText>> texts;
        std::shared_ptr<const ProfileComparison> comparison;
        std::optional<SourceComparison> compared;
        std::vector<std::shared_ptr<const SourceFileText>> comparedTexts; // per compared file
    };
    using Deliver = std::function<void(Listing)>;

    explicit SourceListingJob(Deliver deliver);
    ~SourceListingJob();
    SourceListingJob(const SourceListingJob&) = delete;
    SourceListingJob& operator=(const SourceListingJob&) = delete;

    void setBusyHandler(std::function<void(bool)> handler);
    // While inactive (the view hidden) the newest request waits.
    void setActive(bool active);

    // Asks for the listing of `function`, its files' syntax coloured for a dark background or a
    // light one, compared with the baseline of `comparison` (of `profile`, or none).
    void request(const std::shared_ptr<const Profile>& profile, FunctionId function,
                 const SourcePathOptions& options, bool dark,
                 std::shared_ptr<const ProfileComparison> comparison);
    // Whether the file `function` starts in was read before (its listing comes at once).
    bool hasFileOf(const Profile& profile, FunctionId function) const;
    // Drops the waiting request and the running one's result.
    void cancel();
    // Forgets the files read (another profile, other folders, other colours).
    void forgetFiles();

private:
    using Cache = std::map<QString, std::shared_ptr<const SourceFileText>>;
    struct Request
    {
        std::shared_ptr<const Profile> profile;
        FunctionId function;
        SourcePathOptions options;
        bool dark = false;
        QString base; // where relative paths start first, part of the cache keys
        Cache cache;  // a copy: files read before
        // When comparing: the comparison and the function's row in it.
        std::shared_ptr<const ProfileComparison> comparison;
        std::ptrdiff_t row = -1;
    };
    struct Loaded
    {
        Listing listing;
        QString base;
        std::vector<std::shared_ptr<const SourceFileText>> read; // newly read, for the cache
    };

    static Loaded load(const Request& request, std::stop_token stop);
    void keepRead(const Loaded& loaded);

    Deliver m_deliver;
    // Files read before, by recorded path (and, with several loaded files, where a relative one
    // started).
    Cache m_cache;
    LatestJob<Request, Loaded> m_job;
};

} // namespace tally
