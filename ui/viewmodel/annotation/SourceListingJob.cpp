// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/SourceListingJob.h"

#include "ui/viewmodel/annotation/SourceResolverChain.h"

#include <QDir>
#include <QFileInfo>

namespace tally {

namespace {

constexpr std::size_t kCachedFiles = 64;

// Where relative paths of `function` start first: with several loaded files, one relative path
// can name different files, so the cache tells them apart by it. Empty for one loaded file.
QString relativeBase(const Profile& profile, FunctionId function)
{
    if (profile.sources().size() < 2)
        return {};
    const SourceInfo& first =
        profile.sources()[SourceResolverChain::sourceOrder(profile, function).front()];
    return QFileInfo(first.path).absolutePath() + QLatin1Char('\n') + first.command;
}

QString cacheKey(const QString& recorded, const QString& base)
{
    if (base.isEmpty() || QDir::isAbsolutePath(recorded))
        return recorded;
    return base + QLatin1Char('\n') + recorded;
}

} // namespace

SourceListingJob::SourceListingJob(Deliver deliver)
    : m_deliver(std::move(deliver)), m_job(&SourceListingJob::load, [this](Loaded loaded) {
          keepRead(loaded);
          m_deliver(std::move(loaded.listing));
      })
{
    // The files read stay useful even when a newer request is on its way.
    m_job.setDroppedHandler([this](const Loaded& loaded) { keepRead(loaded); });
}

SourceListingJob::~SourceListingJob() = default;

void SourceListingJob::setBusyHandler(std::function<void(bool)> handler)
{
    m_job.setBusyHandler(std::move(handler));
}

void SourceListingJob::setActive(bool active)
{
    m_job.setActive(active);
}

void SourceListingJob::cancel()
{
    m_job.cancel();
}

void SourceListingJob::forgetFiles()
{
    m_cache.clear();
}

bool SourceListingJob::hasFileOf(const Profile& profile, FunctionId function) const
{
    return m_cache.contains(
        cacheKey(profile.functionFile(function), relativeBase(profile, function)));
}

void SourceListingJob::request(const std::shared_ptr<const Profile>& profile, FunctionId function,
                               const SourcePathOptions& options, bool dark,
                               std::shared_ptr<const ProfileComparison> comparison)
{
    // Annotating, finding, reading and colouring happen on a worker, once per request; files
    // read before come from a copy of the cache.
    Request request{profile, function, options, dark, relativeBase(*profile, function),
                    m_cache, {},       -1};
    // The Session's comparison is of the profile shown (none while a new one is computed).
    if (comparison) {
        request.row = comparison->rowOf(ProfileComparison::Side::New, function);
        request.comparison = std::move(comparison);
    }
    m_job.submit(std::move(request));
}

SourceListingJob::Loaded SourceListingJob::load(const Request& request, std::stop_token)
{
    Loaded loaded;
    loaded.base = request.base;
    Listing& listing = loaded.listing;
    listing.profile = request.profile;
    listing.annotation = SourceAnnotation::build(*request.profile, request.function);
    std::optional<SourceResolverChain> resolver;
    for (const auto& file : listing.annotation.files()) {
        const auto cached = request.cache.find(cacheKey(file.path, request.base));
        if (cached != request.cache.end()) {
            listing.texts.push_back(cached->second);
            continue;
        }
        // Relative paths start from every loaded file's folder and command, the function's
        // first.
        if (!resolver)
            resolver.emplace(request.options, *request.profile, request.function);
        listing.texts.push_back(SourceFileText::load(file.path, *resolver, request.dark));
        loaded.read.push_back(listing.texts.back());
    }
    if (request.comparison && request.row >= 0) {
        using Side = ProfileComparison::Side;
        const ProfileComparison& comparison = *request.comparison;
        const FunctionId baseFunction = comparison.row(std::size_t(request.row)).base;
        std::optional<SourceAnnotation> base;
        if (baseFunction.isValid())
            base = SourceAnnotation::build(comparison.profile(Side::Base), baseFunction);
        listing.comparison = request.comparison;
        listing.compared =
            SourceComparison::build(comparison, base ? &*base : nullptr, &listing.annotation);
        // The new side's text where it has the file; the baseline's files (found from its own
        // profile's folders) where only it has one.
        std::optional<SourceResolverChain> baseResolver;
        for (const auto& file : listing.compared->files()) {
            if (file.newIndex >= 0) {
                listing.comparedTexts.push_back(listing.texts[std::size_t(file.newIndex)]);
                continue;
            }
            if (!baseResolver)
                baseResolver.emplace(request.options, comparison.profile(Side::Base), baseFunction);
            listing.comparedTexts.push_back(
                SourceFileText::load(file.basePath, *baseResolver, request.dark));
        }
    }
    return loaded;
}

void SourceListingJob::keepRead(const Loaded& loaded)
{
    if (m_cache.size() + loaded.read.size() > kCachedFiles)
        m_cache.clear();
    for (const auto& text : loaded.read)
        m_cache[cacheKey(text->recorded, loaded.base)] = text;
}

} // namespace tally
